import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { usePdfDownload } from '../../src/ui/usePdfDownload.ts';
import type { PdfDownloadProps } from './props.gen.ts';
import { focusRing, outlinedPill } from '../../src/ui/buttons.ts';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  ${outlinedPill}
  max-width: 100%;
  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
  ${focusRing}
  &:disabled {
    cursor: progress;
    color: var(--q-text-muted, #52606d);
    border-color: var(--q-border, #d0d7de);
  }
`;

/** The button itself: while `busy` it says so, is disabled and `aria-busy` (spec §4). */
export function DownloadButton({
  busy,
  label,
  onClick,
}: {
  busy: boolean;
  label: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button type="button" disabled={busy} aria-busy={busy} onClick={onClick}>
      <Icon name="download" />
      {busy ? t('widgets.pdfDownload.downloading') : label}
    </Button>
  );
}

/** Spec §2 "PDF download", §4 "Download in corso...", §8 "PDF download failure: only logged". */
export function PdfDownload({ labelKey, source = 'media' }: PdfDownloadProps) {
  const { t } = useTranslation();
  const { available, downloading, download } = usePdfDownload(source);
  if (!available) return null;
  return (
    <DownloadButton
      busy={downloading}
      label={t(labelKey ?? 'widgets.pdfDownload.label')}
      onClick={() => {
        void download();
      }}
    />
  );
}
