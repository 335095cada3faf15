import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqAnswer } from '../../schemas/types/faq.gen.ts';
import type { MediaClient } from '../../src/api/media.ts';
import { AttachmentButton } from './AttachmentButton.tsx';
import { Answer, QuestionButton } from './disclosure.ts';

type Entry = FaqAnswer['entries'][number];

const Files = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & > h4 {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

/**
 * One question of the FAQ: a heading whose button shows and hides the answer (a disclosure,
 * its state announced), the answer's paragraphs as text (decision 6: never HTML), then its
 * files. The answer is in the page only while open.
 */
export function FaqEntry(props: { entry: Entry; media: MediaClient; attachmentsLabel: string }) {
  const { entry, media, attachmentsLabel } = props;
  const [open, setOpen] = useState(false);
  const id = useId();
  const paragraphs = entry.answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <div>
      <h3>
        <QuestionButton
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => {
            setOpen((was) => !was);
          }}
        >
          <span>{entry.question}</span>
        </QuestionButton>
      </h3>
      <Answer id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open}>
        {open && (
          <>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {entry.attachments.length > 0 && (
              <Files>
                <h4>{attachmentsLabel}</h4>
                {entry.attachments.map((file) => (
                  <AttachmentButton key={file.id} file={file} media={media} />
                ))}
              </Files>
            )}
          </>
        )}
      </Answer>
    </div>
  );
}
