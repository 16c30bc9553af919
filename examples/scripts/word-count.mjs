// Counts the words of a text (and its lines with --lines). Usage: node word-count.mjs <text> [--lines]
const args = process.argv.slice(2);
const text = args.find((arg) => arg !== '--lines') ?? '';
const words = text.split(/\s+/).filter(Boolean).length;
const lines = text.split('\n').length;
console.log(args.includes('--lines') ? `${words} words, ${lines} lines` : `${words} words`);
