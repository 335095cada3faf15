import { isWidgetNode, type TemplateNode } from '../model.ts';
import { expressionSyntaxError } from '../expr/compile.ts';
import { describeErrors, propsValidator } from './ajv.ts';
import type { EngineMessageCode } from '../../diagnostics/messages.ts';
import { walkTemplate } from '../walk.ts';
import { didYouMean } from './nearest.ts';

/** name → the widget's props schema: all validation needs of the registry (no React). */
export type WidgetSchemas = Readonly<Record<string, object>>;

export interface SemanticIssue {
  code: EngineMessageCode;
  pointer: string;
  args: string[];
  /** ` — did you mean "x"?`, for the check to add to the message (see nearest.ts). */
  hint?: string;
}

/**
 * What JSON Schema cannot say: widget names and props against the registry, expressions that
 * parse, ids unique in the template, tab lists and dialog triggers that make sense.
 */
export function checkSemantics(
  template: { root: TemplateNode; modules: Record<string, TemplateNode> },
  widgets: WidgetSchemas,
): SemanticIssue[] {
  const issues: SemanticIssue[] = [];
  const ids = new Set<string>();
  const triggers = new Set<string>();
  const expression = (source: string | undefined, pointer: string) => {
    if (source === undefined) return;
    const error = expressionSyntaxError(source);
    if (error) issues.push({ code: 'expression-syntax', pointer, args: [error] });
  };
  walkTemplate(template, (node, pointer) => {
    expression(node.visible, `${pointer}/visible`);
    if (node.id !== undefined) {
      if (ids.has(node.id))
        issues.push({ code: 'id-duplicate', pointer: `${pointer}/id`, args: [node.id] });
      ids.add(node.id);
    }
    if (isWidgetNode(node)) {
      const schema = widgets[node.widget];
      if (!schema) {
        const known = Object.keys(widgets).sort().join(', ');
        issues.push({
          code: 'widget-unknown',
          pointer: `${pointer}/widget`,
          args: [node.widget, known],
          hint: didYouMean(node.widget, Object.keys(widgets)),
        });
        return;
      }
      const validate = propsValidator(schema);
      if (!validate(node.props ?? {})) {
        for (const issue of describeErrors(validate.errors)) {
          issues.push({
            code: 'widget-props',
            pointer: `${pointer}/props${issue.pointer}`,
            args: [node.widget, issue.message],
          });
        }
      }
      return;
    }
    if (!('layout' in node)) return;
    if (node.layout === 'columns') {
      node.columns.forEach((c, i) => {
        expression(c.visible, `${pointer}/columns/${i}/visible`);
      });
    }
    if (node.layout === 'dialog') {
      if (triggers.has(node.trigger)) {
        issues.push({
          code: 'trigger-duplicate',
          pointer: `${pointer}/trigger`,
          args: [node.trigger],
        });
      }
      triggers.add(node.trigger);
    }
    if (node.layout === 'tabs') {
      const tabIds = new Set<string>();
      const linkTabs = new Set(node.tabs.filter((t) => t.href !== undefined).map((t) => t.id));
      node.tabs.forEach((tab, i) => {
        expression(tab.visible, `${pointer}/tabs/${i}/visible`);
        expression(tab.href, `${pointer}/tabs/${i}/href`);
        if (tabIds.has(tab.id)) {
          issues.push({
            code: 'tab-duplicate',
            pointer: `${pointer}/tabs/${i}/id`,
            args: [tab.id],
          });
        }
        tabIds.add(tab.id);
      });
      const wanted = node.defaultTab;
      const at = `${pointer}/defaultTab`;
      if (wanted !== undefined && linkTabs.has(wanted)) {
        issues.push({ code: 'tab-default-link', pointer: at, args: [wanted] });
      } else if (wanted !== undefined && !tabIds.has(wanted)) {
        issues.push({ code: 'tab-default-missing', pointer: at, args: [wanted] });
      }
    }
  });
  return issues;
}
