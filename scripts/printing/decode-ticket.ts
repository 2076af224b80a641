import CodepageEncoder from "@point-of-sale/codepage-encoder";
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";

// Reads the bytes of an ESC/POS or StarPRNT ticket back as the text a cook would see: the
// commands the encoder writes (styles, sizes, code pages, cuts) are read and left out, text is
// decoded through the code page in force, and a cut is a line of scissors. A command it does
// not know fails loudly, so a ticket's bytes never hold anything unread.

type Language = "esc-pos" | "star-prnt";

const codepageNames = new Map<string, Map<number, string>>();

/** Which code page a code page command's number selects, found by asking the encoder itself. */
function codepageOf(language: Language, n: number): string {
  let names = codepageNames.get(language);
  if (!names) {
    names = new Map();
    for (const name of CodepageEncoder.getEncodings()) {
      try {
        // A character only the upper half has, so the page must be selected to print it.
        const upper = CodepageEncoder.getCodepoints(name, true)
          .slice(0x80)
          .find((p) => p > 0x7f);
        if (upper === undefined) continue;
        const bytes = new ReceiptPrinterEncoder({ language }).codepage(name).text(String.fromCodePoint(upper)).encode();
        const command = language === "esc-pos" ? [0x1b, 0x74] : [0x1b, 0x1d, 0x74];
        const found = findSeq(bytes, command);
        const n = bytes[found + command.length];
        if (found >= 0 && n !== undefined && !names.has(n)) names.set(n, name);
      } catch {
        // not a code page this language's mapping has
      }
    }
    // The encoder writes no command for the page a printer starts in: PC437 is ESC/POS's page 0.
    if (language === "esc-pos" && !names.has(0)) names.set(0, "cp437");
    codepageNames.set(language, names);
  }
  const name = names.get(n);
  if (!name) throw new Error(`${language}: unknown code page ${n}`);
  return name;
}

function findSeq(bytes: Uint8Array, seq: number[]): number {
  outer: for (let i = 0; i + seq.length <= bytes.length; i++) {
    for (let j = 0; j < seq.length; j++) if (bytes[i + j] !== seq[j]) continue outer;
    return i;
  }
  return -1;
}

/** Parameter bytes after ESC/POS commands the encoder writes. */
const ESCPOS: Record<string, number> = {
  "1b 40": 0, // initialise
  "1c 2e": 0, // cancel Kanji mode
  "1b 4d": 1, // font
  "1b 45": 1, // bold
  "1b 2d": 1, // underline
  "1b 34": 1, // italic
  "1d 42": 1, // invert
  "1d 21": 1, // size
  "1b 61": 1, // align
  "1b 33": 1, // line spacing
  "1b 32": 0, // default line spacing
};
const STARPRNT: Record<string, number> = {
  "1b 40": 0,
  "18": 0, // cancel
  "1b 45": 0, // bold on
  "1b 46": 0, // bold off
  "1b 2d": 1,
  "1b 34": 0,
  "1b 35": 0,
  "1b 69": 2, // size
  "1b 1d 61": 1, // align
  "1b 64": 1, // cut
  "1b 30": 0,
  "1b 7a": 1,
  "1b 1e 46": 1, // font
};

export function decodeTicket(bytes: Uint8Array, language: Language): string {
  const table = language === "esc-pos" ? ESCPOS : STARPRNT;
  let codepage = codepageOf(language, language === "esc-pos" ? 0 : 1);
  let points = CodepageEncoder.getCodepoints(codepage as never, true);
  let out = "";
  let i = 0;
  const hex = (from: number, n: number) =>
    Array.from(bytes.subarray(from, from + n), (b) => b.toString(16).padStart(2, "0")).join(" ");
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      out += "\n";
      i++;
      continue;
    }
    if (b === 0x0d) {
      i++;
      continue;
    }
    // Code page selection: ESC t n (ESC/POS), ESC GS t n (StarPRNT).
    if (language === "esc-pos" && hex(i, 2) === "1b 74") {
      codepage = codepageOf(language, bytes[i + 2]!);
      points = CodepageEncoder.getCodepoints(codepage as never, true);
      i += 3;
      continue;
    }
    if (language === "star-prnt" && hex(i, 3) === "1b 1d 74") {
      codepage = codepageOf(language, bytes[i + 3]!);
      points = CodepageEncoder.getCodepoints(codepage as never, true);
      i += 4;
      continue;
    }
    // A cut: GS V m (ESC/POS; m ≥ 0x41 takes a feed byte).
    if (language === "esc-pos" && hex(i, 2) === "1d 56") {
      out += "✂ ----- cut -----\n";
      i += bytes[i + 2]! >= 0x41 ? 4 : 3;
      continue;
    }
    if (b < 0x20) {
      const known = [3, 2, 1].map((n) => hex(i, n)).find((seq) => seq in table);
      if (known === undefined) throw new Error(`${language}: unknown command ${hex(i, 4)} at byte ${i}`);
      if (language === "star-prnt" && known === "1b 64") out += "✂ ----- cut -----\n";
      i += known.split(" ").length + table[known]!;
      continue;
    }
    out += b < 0x80 ? String.fromCharCode(b) : String.fromCodePoint(points[b] ?? 0x3f);
    i++;
  }
  return out.replace(/─/g, "-");
}
