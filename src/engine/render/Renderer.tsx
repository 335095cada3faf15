import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedCard, ResolvedNode } from '../resolve/types.ts';
import { DialogView } from './Dialog.tsx';
import { HiddenSlot } from './HiddenSlot.tsx';
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
      return <CardView node={node} />;
    case 'tabs':
      return <TabsView node={node} renderChildren={renderAll} />;
    case 'dialog':
      return <DialogView node={node}>{renderAll(node.children)}</DialogView>;
    case 'hidden':
      return <HiddenSlot node={node} />;
  }
}

/**
 * Only the card translates, so only the card asks for `t`: react-i18next's useTranslation
 * does real work on every mount (a fixed `t`, a wrapper of the i18n instance), and NodeView
 * mounts once per node of the page (bench/: it was a third of the render time).
 */
function CardView({ node }: { node: ResolvedCard }) {
  const { t } = useTranslation();
  const title = node.title === undefined ? undefined : t(node.title);
  return (
    <CardBox data-node-id={node.id} aria-label={title}>
      {title !== undefined && <h2>{title}</h2>}
      {renderAll(node.children)}
    </CardBox>
  );
}
