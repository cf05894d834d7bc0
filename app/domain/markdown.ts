/**
 * The small part of Markdown the change log uses: "#"/"##"/"###" headings, "- " list items and
 * paragraphs, with `code` and **bold** inline. Parsed into blocks rendered as React elements, so
 * no HTML string is ever injected.
 */
export type Inline = { kind: "text" | "code" | "strong"; text: string };
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; inline: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "paragraph"; inline: Inline[] };

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /(`[^`]+`|\*\*[^*]+\*\*)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) out.push({ kind: "text", text: text.slice(last, match.index) });
    const token = match[0];
    out.push(
      token.startsWith("`")
        ? { kind: "code", text: token.slice(1, -1) }
        : { kind: "strong", text: token.slice(2, -2) },
    );
    last = match.index! + token.length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", inline: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list) blocks.push({ kind: "list", items: list });
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({
        kind: "heading",
        level: heading[1]!.length as 1 | 2 | 3,
        inline: parseInline(heading[2]!),
      });
    } else if (/^\s*[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      (list ??= []).push(parseInline(line.replace(/^\s*[-*]\s+/, "")));
    } else if (line.trim() === "") {
      flush();
    } else if (list && /^\s{2,}/.test(raw)) {
      const items = list as Inline[][];
      items[items.length - 1] = parseInline(
        `${items[items.length - 1]!.map((i) => i.text).join("")} ${line.trim()}`,
      );
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
