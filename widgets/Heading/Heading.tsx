import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HeadingProps } from './props.gen.ts';

const sizes = { 1: '1.5rem', 2: '1.25rem', 3: '1.0625rem' } as const;

const Title = styled.h2<{ $size: string }>`
  margin: 0;
  font-size: ${(p) => p.$size};
  line-height: 1.3;
  color: var(--q-text, #1f2933);
`;

export function Heading({ textKey, level = 2 }: HeadingProps) {
  const { t } = useTranslation();
  return (
    <Title as={`h${level}`} $size={sizes[level]}>
      {t(textKey)}
    </Title>
  );
}
