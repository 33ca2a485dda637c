import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The UI editor screen (/ui-editor/:appId). */
export class UiEditorPage {
  readonly canvas: FrameLocator;
  readonly tree: Locator;
  readonly inspector: Locator;
  readonly gallery: Locator;

  constructor(readonly page: Page) {
    this.canvas = page.frameLocator('[data-testid="ui-editor-canvas"]');
    this.tree = page.getByRole('complementary', { name: 'Layout' });
    this.inspector = page.getByRole('complementary', { name: 'Inspector' });
    this.gallery = page.getByRole('region', { name: 'Elements' });
  }

  async open(appId: string) {
    await this.page.goto(`/ui-editor/${appId}`);
  }

  /** Creates an app of the blank kind through the API, as the signed-in user. */
  async createApp(appId: string) {
    const status = await this.page.evaluate(async (id) => {
      const token = localStorage.getItem('studio.accessToken');
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }',
          variables: { input: { appId: id, appName: id } },
        }),
      });
      return (await response.json()).data?.createApp?.status;
    }, appId);
    expect(status).toBe('success');
  }

  /**
   * Removes one text of one locale from a component's element (found by its label), through the API as
   * the signed-in user: an app whose texts are not all written yet (the starters come with both locales).
   */
  async dropText(appId: string, where: { component: string; node: string; field: string; locale: string }) {
    const status = await this.page.evaluate(
      async ({ id, at }) => {
        const token = localStorage.getItem('studio.accessToken');
        const call = async (query: string, variables: Record<string, unknown>) =>
          (
            await (
              await fetch('/graphql', {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                body: JSON.stringify({ query, variables }),
              })
            ).json()
          ).data;
        type Node = {
          label?: string;
          editorSettings?: { texts?: Record<string, Record<string, string>> };
          children?: Node[];
        };
        const found = await call(
          'query($appId: String) { components(where: { appId: $appId }) { list { id name editorAst } } }',
          { appId: id },
        );
        const component = found.components.list.find((item: { name: string }) => item.name === at.component);
        const tree = JSON.parse(component.editorAst) as Node;
        const visit = (node: Node) => {
          if (node.label === at.node) delete node.editorSettings?.texts?.[at.field]?.[at.locale];
          node.children?.forEach(visit);
        };
        visit(tree);
        const answer = await call(
          'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status } }',
          { id: component.id, input: { editorAst: JSON.stringify(tree) } },
        );
        return answer.updateComponent.status;
      },
      { id: appId, at: where },
    );
    expect(status).toBe('success');
  }

  treeRow(label: string) {
    return this.tree.locator('[data-tree-row]').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** The label button of a tree row: aria-current marks the selected one. */
  treeButton(label: string) {
    return this.treeRow(label).getByRole('button', { name: label });
  }

  /** The outer element of a node on the canvas, by a text inside it. */
  canvasNode(text: string) {
    return this.canvas.locator('[data-node-id]').filter({ hasText: text }).last();
  }

  /**
   * Clicks a row of the layout tree. The tree is virtual (only the rows in view are mounted), so it is
   * scrolled from the top, a screen at a time, until the row is there, as a person would.
   */
  async select(label: string) {
    const row = this.treeRow(label).first();
    const list = this.tree.getByRole('list');
    for (let top = 0; (await row.count()) === 0; top += 200) {
      const more = await list.evaluate((element, y) => {
        const scroller = element.parentElement as HTMLElement;
        scroller.scrollTop = y;
        return y < scroller.scrollHeight;
      }, top);
      if (!more) break;
      await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    }
    await row.getByRole('button', { name: label }).first().click();
  }

  galleryItem(type: string) {
    return this.gallery.locator(`[data-gallery-item="${type}"]`);
  }

  tab(name: string) {
    return this.inspector.getByRole('tab', { name });
  }

  /**
   * Drags with the mouse in small steps (dnd-kit's pointer sensor waits for 5 px of movement), then
   * waits for the drop animation to end. For 50 ms after a drop, dnd-kit still stops clicks and clears
   * every text selection, and a fill then loses its text (the selection it types over is gone).
   */
  async drag(from: Locator, to: Locator, position: 'center' | 'top' | 'bottom' = 'center') {
    const start = await from.boundingBox();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
    const y = position === 'top' ? end.y + 3 : position === 'bottom' ? end.y + end.height - 3 : end.y + end.height / 2;
    await this.page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
    await this.page.mouse.move(end.x + end.width / 2, y, { steps: 15 });
    await this.page.mouse.up();
    await expect(this.page.getByTestId('drag-overlay')).toHaveCount(0);
  }
}
