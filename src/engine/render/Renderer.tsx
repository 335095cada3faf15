import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedNode } from '../resolve/types.ts';
import { DialogView } from './Dialog.tsx';
import { CardBox, ColumnBox, ColumnsBox, StackBox } from './layouts.tsx';
import { TabsView } from './Tabs.tsx';
import { WidgetSlot } from './WidgetSlot.tsx';

/**
 * Maps a resolved tree onto layout primitives and registry widgets. Synchronous and dumb:
 * every decision was taken by resolve.
 */
export function Renderer({ node }: { node: ResolvedNode | null }) {
  return node ? <NodeView node={node} /> : null;
}

function renderAll(nodes: ResolvedNode[]): ReactNode {
  return nodes.map((child) => <NodeView key={child.key} node={child} />);
}

function NodeView({ node }: { node: ResolvedNode }) {
  const { t } = useTranslation();
  switch (node.kind) {
    case 'widget':
      return <WidgetSlot node={node} />;
    case 'stack':
      return (
        <StackBox $gap={node.gap} data-node-id={node.id}>
          {renderAll(node.children)}
        </StackBox>
      );
    case 'columns':
      return (
        <ColumnsBox $gap={node.gap} data-node-id={node.id}>
          {node.columns.map((column) => (
            <ColumnBox key={column.key} $span={column.span}>
              {renderAll(column.children)}
            </ColumnBox>
          ))}
        </ColumnsBox>
      );
    case 'card':
      return (
        <CardBox
          data-node-id={node.id}
          aria-label={node.title === undefined ? undefined : t(node.title)}
        >
          {node.title !== undefined && <h2>{t(node.title)}</h2>}
          {renderAll(node.children)}
        </CardBox>
      );
    case 'tabs':
      return <TabsView node={node} renderChildren={renderAll} />;
    case 'dialog':
      return <DialogView node={node}>{renderAll(node.children)}</DialogView>;
  }
}
