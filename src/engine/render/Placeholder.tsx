import { useEffect } from 'react';
import styled from 'styled-components';
import type { EngineMessageCode } from '../../diagnostics/messages.ts';
import { useEngineSettings } from './engineContext.tsx';

const Notice = styled.div`
  border: 1px dashed #b45309;
  border-radius: 8px;
  padding: 8px 12px;
  color: #7c2d12;
  background: #fffbeb;
  font:
    13px/1.4 ui-monospace,
    SFMono-Regular,
    Menlo,
    monospace;
`;

/**
 * Stands where a widget could not be shown. Customers see nothing (the rest of the bill
 * stays intact); developers and Storybook see why. Records its event once per mount.
 */
export function Placeholder(props: { nodeKey: string; code: EngineMessageCode; message: string }) {
  const { nodeKey, code, message } = props;
  const { development, onEvent, templateId } = useEngineSettings();
  useEffect(() => {
    onEvent({ code, message, template: templateId, path: nodeKey });
  }, [onEvent, code, message, templateId, nodeKey]);
  if (!development) return <div data-quadro-placeholder={nodeKey} hidden />;
  return (
    <Notice role="note" data-quadro-placeholder={nodeKey}>
      {message}
    </Notice>
  );
}
