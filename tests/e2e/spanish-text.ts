// Reads a built page's visible text block by block and finds the blocks written in English. Text a
// page cites as an English title (<cite lang="en">, a publisher's own name for its work) is skipped, and
// the proper nouns below are removed before a block is judged.

export interface Block {
  text: string;
}

const SKIP = /<(script|style|noscript|template|svg)\b[^>]*>[\s\S]*?<\/\1>/gi;
// A publisher's title cited as published (<cite lang="en">) is left out; any other English is judged.
const ENGLISH_MARKED = /<cite\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/cite>/gi;
const BLOCK_END =
  /<\/?(p|li|td|th|h[1-6]|dt|dd|caption|figcaption|summary|label|button|option|legend|title|div|section|tr|ul|ol|table|nav|header|footer|main|form|details|br)\b[^>]*>/gi;

const decode = (s: string): string =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)));

export function visibleBlocks(html: string): Block[] {
  const body = html.replace(SKIP, ' ').replace(ENGLISH_MARKED, ' ');
  return body
    .split(BLOCK_END)
    .map((part) =>
      decode(part.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(
      (text) =>
        text.length > 0 &&
        !/^(p|li|td|th|h[1-6]|dt|dd|caption|figcaption|summary|label|button|option|legend|title|div|section|tr|ul|ol|table|nav|header|footer|main|form|details|br)$/i.test(
          text,
        ),
    )
    .map((text) => ({ text }));
}

/**
 * Names kept as their owners write them on Spanish pages: offices, programs, documents and units.
 * They are removed before judging, so "NYC Department of Finance" inside a Spanish sentence is fine.
 */
export const PROPER_NOUNS: RegExp[] = [
  /\b[A-Z][\w.&'-]*(?: (?:of|and|the|de|del|for|on|&|[A-Z][\w.&'()#/-]*|\d+))* (?:County|Parish|Borough|City|Town|Village|District|Authority|ISD|CISD|MUD|ESD|FCD|PID|WCID|FWSD|MMD|College|Department|Commission|Court|Board|Office|Program|Survey|Bureau|Comptroller|Controller|Appraiser|Assessor|Collector|Equalization|Revenue|Finance)\b(?: No\. ?\d+| #?\d+)?/g,
  /\b(?:Notice of Property Value|Save Our Homes|American Community Survey|Population Estimates Program|Property Tax Highlights|Tax Commission|Real Property Tax Services|Department of Finance|Truth in Millage|Proposition \d+|Prop \d+|Mello-Roos|Homeowner Tax Benefits Application)\b/g,
];

const EN =
  /\b(the|and|of|to|is|are|for|with|your|this|that|not|or|in|on|by|from|be|as|at|it|was|has|have|will|can|you|if|than|which|who|what|when)\b/gi;
const ES =
  /\b(el|la|los|las|de|del|y|en|que|por|para|con|su|sus|un|una|es|son|se|no|o|al|lo|le|como|más|si|ya|este|esta)\b/gi;

/**
 * Blocks that read as English: at least four words, three English function words and more English than Spanish ones.
 */
export function englishSentences(blocks: Block[]): string[] {
  return blocks
    .map((b) => b.text)
    .filter((text) => {
      const plain = PROPER_NOUNS.reduce((t, re) => t.replace(re, ' '), text);
      if (plain.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length < 4) return false;
      const en = (plain.match(EN) ?? []).length;
      const es = (plain.match(ES) ?? []).length;
      return en >= 3 && en > es;
    });
}
