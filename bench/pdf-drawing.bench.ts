// PDF drawing: stamped PDFs per second (five boxes, Latin and Chinese text, subset fonts, in the
// stamping worker thread with its limits), as a ratio to @cantoo/pdf-lib loading and saving the same
// PDF untouched in this process, measured in the same run. Then the same through
// renderPdfDrawingTemplate over HTTP (auth, template lookup, Liquid, file read cache, worker).
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { installedFonts } from '../apps/server/src/platform/render/pdf/fonts';
import { createPdfStamper, type StampTextBox } from '../apps/server/src/platform/render/pdf/stamp-renderer';
import { startStudioServer } from './lib/studio-server';
import { compare, report } from './lib/throughput';

/** A two-page claim form with printed labels, like the PDFs users upload. */
async function claimForm() {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < 2; page++) {
    const sheet = document.addPage([595, 842]);
    for (let line = 0; line < 30; line++)
      sheet.drawText(`Label ${page + 1}.${line + 1} ____________________________`, {
        x: 40,
        y: 800 - line * 25,
        size: 10,
        font,
      });
  }
  return document.save();
}

const fonts = installedFonts();
const face = (family: string) => {
  const found = fonts.family(family)?.faces.REGULAR;
  if (!found) throw new Error(`${family} is not installed`);
  return found;
};
const box = (text: string, page: number, y: number, family = 'DejaVu Sans'): StampTextBox => ({
  page,
  x1: 300,
  y1: y,
  x2: 550,
  y2: y + 20,
  text,
  textAlignment: 'LEFT',
  verticalAlignment: 'TOP',
  emSize: 11,
  face: face(family),
  fallback: fonts.fallback?.faces.REGULAR,
});
const BOXES = [
  box('Chan Tai Man', 1, 40),
  box('TEST-POL-0001', 1, 65),
  box('陳大文', 1, 90, 'Noto Sans CJK HK'),
  box('HKD 12,880.00', 1, 115),
  box('31/12/2025', 2, 40),
];

const form = await claimForm();
const stamper = createPdfStamper();
const untouched = async () => {
  const document = await PDFDocument.load(form, { updateMetadata: false });
  await document.save();
};
const stamped = async () => {
  const answer = await stamper.stamp({ pdf: form, boxes: BOXES });
  if (!answer.ok) throw new Error(answer.problem.message);
};
const options = { durationMs: 3000, concurrency: 2, warmupMs: 1000 };
report(
  'pdf-drawing: stamp five boxes (worker thread, subset DejaVu Sans and Noto Sans CJK)',
  await compare({ name: 'stamp', run: stamped }, { name: 'load+save', run: untouched }, 3, options),
  'pdf-lib load and save untouched, in process',
);

const studio = await startStudioServer();
try {
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(studio.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: Record<string, { status: string; value?: string }> }).data;
  };
  const upload = new FormData();
  upload.append('isPublic', 'false');
  upload.append('file', new Blob([form], { type: 'application/pdf' }), 'claim.pdf');
  const uploaded = await fetch(studio.url.replace('/graphql', '/api/v1/files/bench/'), {
    method: 'POST',
    headers: { authorization: `Bearer ${studio.accessToken}` },
    body: upload,
  });
  if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.status}`);
  await gql(
    'mutation { createPdfDrawingTemplate(input: { name: "Bench drawing", fileKey: "bench/claim.pdf" }) { status } }',
    {},
  );
  const list = await gql('{ templates(where: { name: "Bench drawing" }) { list { id } } }', {});
  const templateId = (list.templates as unknown as { list: Array<{ id: string }> }).list[0]?.id;
  for (const drawing of BOXES) {
    const added = await gql(
      'mutation($id: String!, $input: addPdfDrawingInput!) { addPdfDrawing(templateId: $id, input: $input) { status value } }',
      {
        id: templateId,
        input: {
          page: drawing.page,
          point1: { x: drawing.x1, y: drawing.y1 },
          point2: { x: drawing.x2, y: drawing.y2 },
          liquidSource: `{{ data.${drawing.text === '陳大文' ? 'chinese' : 'name'} }}`,
          font: { familyName: drawing.text === '陳大文' ? 'Noto Sans CJK HK' : 'DejaVu Sans', emSize: 11 },
        },
      },
    );
    if (added.addPdfDrawing?.status !== 'success') throw new Error('could not add a box');
  }
  const render = studio.caller(
    'query($id: String!, $content: String) { renderPdfDrawingTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors base64 } }',
    { id: templateId, content: JSON.stringify({ name: 'Chan Tai Man', chinese: '陳大文' }) },
  );
  report(
    'pdf-drawing: renderPdfDrawingTemplate over HTTP (base64 answer)',
    await compare({ name: 'renderPdfDrawingTemplate', run: render }, { name: 'load+save', run: untouched }, 3, options),
    'pdf-lib load and save untouched, in process',
  );
} finally {
  await stamper.close();
  await studio.close();
}
