import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqAnswer } from '../../schemas/types/faq.gen.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-contracts/it.json' with { type: 'json' };
import type { MediaClient } from '../../src/api/media.ts';
import { focusRing, outlinedPill } from '../../src/ui/buttons.ts';
import { saveBlob } from '../../src/ui/saveFile.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { fileKind, safeFileName } from './files.ts';

type Attachment = FaqAnswer['entries'][number]['attachments'][number];

const Button = styled.button`
  ${outlinedPill}
  ${focusRing}
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  padding: 8px 20px;
  text-align: left;
  overflow-wrap: anywhere;
  & small {
    font-weight: 400;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Failed = styled.p`
  margin: 4px 0 0;
  color: var(--q-text-muted, #52606d);
`;

/**
 * An FAQ entry's file: a button that downloads it through the login's file client (the bearer
 * token goes with it) and saves it under its own name. While it downloads the button is busy;
 * a failed download says so beside it, and the same button tries again.
 */
export function AttachmentButton(props: { file: Attachment; media: MediaClient }) {
  const { file, media } = props;
  const { t } = useTranslationWith(italian);
  const locale = useNumberLocale();
  const failedId = useId();
  const [phase, setPhase] = useState<'idle' | 'busy' | 'failed'>('idle');
  const size = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(file.size / 1000)));
  const download = async () => {
    if (phase === 'busy') return;
    setPhase('busy');
    const answer = media.downloadFile
      ? await media.downloadFile(file.href)
      : ({ ok: false, failure: { reason: 'network', detail: 'no file client' } } as const);
    if (!answer.ok) {
      console.warn('[quadro] an FAQ attachment did not download', answer.failure);
      setPhase('failed');
      return;
    }
    saveBlob(answer.blob, safeFileName(file.filename));
    setPhase('idle');
  };
  return (
    <div>
      <Button
        type="button"
        aria-busy={phase === 'busy'}
        aria-describedby={phase === 'failed' ? failedId : undefined}
        onClick={() => {
          void download();
        }}
      >
        <Icon name="download" />
        <span>
          {t('areaFaq.download', { name: file.filename })}{' '}
          <small>({t('areaFaq.fileFacts', { type: fileKind(file), size })})</small>
        </span>
      </Button>
      {phase === 'failed' && (
        <Failed id={failedId} role="status">
          {t('areaFaq.downloadFailed', { name: file.filename })}
        </Failed>
      )}
    </div>
  );
}
