// Just enough MIME decoding to read the mails our mailer writes (tests only).

export type DecodedMail = { headers: Record<string, string>; text: string; html: string; rawHeaders: string };

function bytesToUtf8(bytes: number[]): string {
  return Buffer.from(bytes).toString("utf8");
}

function decodeQuotedPrintable(value: string): string {
  const input = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? "", "utf8"));
    }
  }
  return bytesToUtf8(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headerBlock: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headerBlock: raw, body: "" };
  return { headerBlock: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(body: string, encoding = ""): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

export function decodeMail(raw: string): DecodedMail {
  const { headerBlock, body } = splitEntity(raw);
  const headers = parseHeaders(headerBlock);
  const decodedHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, decodeEncodedWords(v)]));
  let text = "";
  let html = "";
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const entity = splitEntity(part.replace(/^\r?\n/, ""));
    const partHeaders = parseHeaders(entity.headerBlock);
    const content = decodeBody(entity.body.replace(/\r?\n$/, ""), partHeaders["content-transfer-encoding"]);
    if (/text\/html/i.test(partHeaders["content-type"] ?? "")) html = content;
    else if (/text\/plain/i.test(partHeaders["content-type"] ?? "")) text = content;
  }
  return { headers: decodedHeaders, text: text.replace(/\r\n/g, "\n"), html, rawHeaders: headerBlock };
}
