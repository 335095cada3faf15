import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TextProps } from './props.gen.ts';

const Paragraph = styled.p<{ $muted: boolean }>`
  margin: 0;
  line-height: 1.5;
  color: ${(p) => (p.$muted ? 'var(--q-text-muted, #52606d)' : 'var(--q-text, #1f2933)')};
`;

export function Text({ textKey, tone = 'default' }: TextProps) {
  const { t } = useTranslation();
  return <Paragraph $muted={tone === 'muted'}>{t(textKey)}</Paragraph>;
}
