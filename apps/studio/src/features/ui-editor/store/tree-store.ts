import { nodeId, type UiNode } from '@carrier/contracts/ui-tree';
import type { FlatNode } from '../../../shared/canvas/element-renderer';

/** A node as the store keeps it: children by id, and its parent (shared with the renderer). */
export type { FlatNode };

type Change = { id: string; before: FlatNode | undefined; after: FlatNode | undefined };
type Entry = { changes: Change[]; from: number; to: number; selectBefore: string | null; selectAfter: string | null };
type Listener = () => void;

/** What a change sees and writes: the nodes as they are inside the change. */
export type Draft = {
  get(id: string): FlatNode | undefined;
  set(node: FlatNode): void;
  delete(id: string): void;
  select(id: string | null): void;
};

const HISTORY_LIMIT = 500;

/**
 * The tree of the open component, normalized (nodes by id) with one listener set per node, so a
 * change re-renders the nodes it touched and nothing else. Every change is a patch of before/after
 * nodes: undo and redo replay them. `revision` names the state; `dirty` compares it with the saved one.
 */
export class TreeStore {
  private nodes = new Map<string, FlatNode>();
  private nodeListeners = new Map<string, Set<Listener>>();
  private listeners = new Set<Listener>();
  private selectionListeners = new Map<string, Set<Listener>>();
  private undoStack: Entry[] = [];
  private redoStack: Entry[] = [];
  private nextRevision = 1;
  private revision = 0;
  private savedRevision = 0;
  private selected: string | null = null;
  private metaSnapshot: TreeMeta;
  readonly rootId: string;

  constructor(root: UiNode) {
    this.rootId = root.id;
    const stack: Array<[UiNode, string | null]> = [[root, null]];
    while (stack.length) {
      const [node, parentId] = stack.pop() as [UiNode, string | null];
      const { children, ...rest } = node;
      this.nodes.set(node.id, { ...rest, childIds: children.map((child) => child.id), parentId });
      for (const child of children) stack.push([child, node.id]);
    }
    this.metaSnapshot = this.computeMeta();
  }

  get(id: string): FlatNode | undefined {
    return this.nodes.get(id);
  }

  get size() {
    return this.nodes.size;
  }

  /** Runs one change; it becomes one undo step (nothing is recorded when nothing changed). */
  change(work: (draft: Draft) => void): boolean {
    const touched = new Map<string, Change>();
    let selectAfter = this.selected;
    const draft: Draft = {
      get: (id) => (touched.has(id) ? touched.get(id)?.after : this.nodes.get(id)),
      set: (node) => {
        const change = touched.get(node.id) ?? { id: node.id, before: this.nodes.get(node.id), after: undefined };
        change.after = node;
        touched.set(node.id, change);
      },
      delete: (id) => {
        const change = touched.get(id) ?? { id, before: this.nodes.get(id), after: undefined };
        change.after = undefined;
        touched.set(id, change);
      },
      select: (id) => {
        selectAfter = id;
      },
    };
    work(draft);
    const changes = [...touched.values()].filter((change) => change.before !== change.after);
    if (changes.length === 0) {
      this.select(selectAfter);
      return false;
    }
    const entry: Entry = {
      changes,
      from: this.revision,
      to: this.nextRevision++,
      selectBefore: this.selected,
      selectAfter,
    };
    this.undoStack.push(entry);
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
    this.redoStack = [];
    this.apply(changes, 'after', entry.to);
    this.select(selectAfter);
    return true;
  }

  undo() {
    const entry = this.undoStack.pop();
    if (!entry) return;
    this.redoStack.push(entry);
    this.apply(entry.changes, 'before', entry.from);
    this.select(entry.selectBefore && this.nodes.has(entry.selectBefore) ? entry.selectBefore : null);
  }

  redo() {
    const entry = this.redoStack.pop();
    if (!entry) return;
    this.undoStack.push(entry);
    this.apply(entry.changes, 'after', entry.to);
    this.select(entry.selectAfter && this.nodes.has(entry.selectAfter) ? entry.selectAfter : null);
  }

  private apply(changes: Change[], side: 'before' | 'after', revision: number) {
    for (const change of changes) {
      const node = change[side];
      if (node) this.nodes.set(change.id, node);
      else this.nodes.delete(change.id);
    }
    this.revision = revision;
    for (const change of changes) for (const listener of this.nodeListeners.get(change.id) ?? []) listener();
    this.emit();
  }

  markSaved(revision = this.revision) {
    this.savedRevision = revision;
    this.emit();
  }

  private emit() {
    this.metaSnapshot = this.computeMeta();
    for (const listener of this.listeners) listener();
  }

  private computeMeta(): TreeMeta {
    return {
      revision: this.revision,
      dirty: this.revision !== this.savedRevision,
      canUndo: this.undoStack.length > 0,
      canRedo: this.redoStack.length > 0,
      selected: this.selected,
    };
  }

  meta = (): TreeMeta => this.metaSnapshot;

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribeNode(id: string, listener: Listener) {
    let set = this.nodeListeners.get(id);
    if (!set) {
      set = new Set();
      this.nodeListeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  get selectedId() {
    return this.selected;
  }

  select(id: string | null) {
    if (id === this.selected) return;
    const before = this.selected;
    this.selected = id;
    for (const key of [before, id]) if (key) for (const listener of this.selectionListeners.get(key) ?? []) listener();
    this.emit();
  }

  subscribeSelection(id: string, listener: Listener) {
    let set = this.selectionListeners.get(id);
    if (!set) {
      set = new Set();
      this.selectionListeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** The subtree under id as a nested tree (the whole tree by default). */
  toTree(id = this.rootId): UiNode {
    const node = this.nodes.get(id);
    if (!node) throw new Error(`No node ${id}`);
    const { childIds, parentId: _parent, ...rest } = node;
    return { ...rest, children: childIds.map((child) => this.toTree(child)) };
  }

  /** Every node id from the root, depth first (the tree panel's order). */
  order(id = this.rootId, into: string[] = []): string[] {
    into.push(id);
    for (const child of this.nodes.get(id)?.childIds ?? []) this.order(child, into);
    return into;
  }
}

export type TreeMeta = {
  revision: number;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  selected: string | null;
};

/** A copy of a subtree with fresh ids (paste, duplicate, a gallery drop). */
export function withFreshIds(node: UiNode): UiNode {
  return { ...structuredClone({ ...node, children: [] }), id: nodeId(), children: node.children.map(withFreshIds) };
}
