import { Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import type { JsonValue } from '../api/audit.api';

function leafText(value: JsonValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

/** A JSON value as tree nodes: objects and lists open up, everything else is a `name: value` leaf. */
export function stateTreeNodes(value: JsonValue, name: string, key: string): TreeDataNode {
  if (Array.isArray(value)) {
    return { key, title: `${name} [${value.length}]`, children: value.map((item, index) => stateTreeNodes(item, String(index), `${key}.${index}`)) };
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return { key, title: `${name} {${entries.length}}`, children: entries.map(([inner, item]) => stateTreeNodes(item, inner, `${key}.${inner}`)) };
  }
  return { key, title: `${name}: ${leafText(value)}`, isLeaf: true };
}

/** The state a replay arrived at, as a tree opened all the way down. */
export function StateTree({ state }: { state: JsonValue }) {
  const root = stateTreeNodes(state, 'state', 'state');
  return (
    <Typography.Text style={{ fontFamily: 'monospace' }}>
      <Tree treeData={[root]} defaultExpandAll selectable={false} showLine aria-label="状態" />
    </Typography.Text>
  );
}
