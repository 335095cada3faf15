import styled, { css } from 'styled-components';

/** Out of sight, still read by screen readers: the classic clip of one pixel. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Text only screen readers read, e.g. "(si apre in una nuova scheda)" after a link's name. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
