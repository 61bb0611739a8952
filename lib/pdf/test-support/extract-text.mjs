// Reads a PDF on stdin and prints the text items PDF.js extracts from it as JSON: each item's
// text, the x of its left edge in points from the page's left, and its page (from 1).
// A separate Node process: PDF.js is an ES module that Jest's CommonJS runtime cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)) }).promise;
const items = [];
for (let n = 1; n <= doc.numPages; n++) {
  const content = await (await doc.getPage(n)).getTextContent();
  for (const item of content.items)
    if ('str' in item) items.push({ str: item.str, x: item.transform[4], page: n });
}
await doc.destroy();
process.stdout.write(JSON.stringify(items));
