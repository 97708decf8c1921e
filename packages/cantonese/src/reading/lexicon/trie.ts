import type { Syllable } from './syllable.js';

// A character trie over words with numbered nodes and no per-node objects: the first character of
// a BMP word is an index into a typed array, every other edge (parent node, code point) → child
// node lives in one open-addressing hash table of typed arrays. Lookups allocate nothing, and the
// whole dictionary costs a few megabytes instead of one Map per node.

export interface SharedSegment {
  readonly character: string;
  readonly phonetic: string;
}

/**
 * What a stored word contributes to an annotation, built once per node (a node is one key, so its
 * characters are fixed): see reading/output.ts for the layout.
 */
export type OutputCell = SharedSegment | string | readonly string[];
export type WordOutput = readonly OutputCell[];

/** A stored reading of a word or a character (one object may be stored under several keys). */
export class WordEntry {
  /** Number of characters (syllables). */
  readonly length: number;
  /** For characters: candidate lists starting with a reading other than ranked[0], by that reading. */
  reranked: Map<string, readonly string[]> | null = null;

  constructor(
    readonly syllables: readonly Syllable[],
    /** Segmentation cost (see lexicon/index.ts). */
    readonly cost: number,
    /** For single characters: every known Jyutping reading, most common first (frozen, shared). */
    readonly ranked: readonly string[] | null = null,
  ) {
    this.length = syllables.length;
  }
}

/** Node id meaning "no node" (the root is node 0 and is never anyone's child). */
export const NO_NODE = 0;

const EMPTY_SLOT = -1;

// Each hash slot is four 32-bit cells (parent node, code point, child node, and the segmentation cost
// of the child's entry as a float32, Infinity if none), so a probe and the cost read one cache line.
const SLOT_CELLS = 4;
const COST_CELL = 3;
const NO_ENTRY_COST_BITS = 0x7f800000; // float32 Infinity
// Most probes ask for an edge that does not exist (the next character does not continue a word);
// a 128 KB bit filter over all edges, small enough to stay in cache, answers most of them.
const FILTER_BITS = 1 << 19;

export class WordTrie {
  private readonly bmpRoots = new Int32Array(0x10000);
  private slots: Int32Array;
  /** The same memory as `slots`, to read and write the cost cells. */
  private slotCosts: Float32Array;
  private mask: number;
  private shift: number;
  private edges = 0;
  private readonly filter = new Int32Array(FILTER_BITS >>> 5);
  private entries: (WordEntry | null)[] = [null];
  /**
   * The lazily built outputs of the entries (the annotation loop reads these, not the entries), one
   * after another in one array so a word's cells are contiguous; outputStart[node] is 1 + the
   * index of its first cell, 0 if not built yet.
   */
  readonly outputCells: OutputCell[] = [];
  private outputStart = new Int32Array(1024);
  size = 0;
  /** Set by bestWordAt: the length and node of the word it chose. */
  coverLength = 0;
  coverNode = NO_NODE;

  constructor(expectedNodes = 64) {
    let capacity = 16;
    while (capacity < expectedNodes * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    this.slots = new Int32Array(capacity * SLOT_CELLS).fill(EMPTY_SLOT);
    this.slotCosts = new Float32Array(this.slots.buffer);
  }

  // Fibonacci hashing: the high bits of the product mix both halves of the key.
  private slotOf(node: number, cp: number): number {
    return Math.imul(node ^ Math.imul(cp, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
  }

  private static filterBit(node: number, cp: number): number {
    return Math.imul(cp ^ Math.imul(node, 0xc2b2ae35), 0x27d4eb2f) >>> 13;
  }

  /** The node of a one-character prefix, or NO_NODE. */
  first(cp: number): number {
    return cp < 0x10000 ? this.bmpRoots[cp]! : this.child(0, cp);
  }

  /** The node reached from `node` by character `cp`, or NO_NODE. */
  child(node: number, cp: number): number {
    const bit = WordTrie.filterBit(node, cp);
    if ((this.filter[bit >>> 5]! & (1 << (bit & 31))) === 0) return NO_NODE;
    const mask = this.mask;
    const slots = this.slots;
    let slot = this.slotOf(node, cp);
    for (;;) {
      const at = slot * SLOT_CELLS;
      const parent = slots[at]!;
      if (parent === node && slots[at + 1] === cp) return slots[at + 2]!;
      if (parent === EMPTY_SLOT) return NO_NODE;
      slot = (slot + 1) & mask;
    }
  }

  /** The entry stored at `node` (null if none). */
  entryAt(node: number): WordEntry | null {
    return this.entries[node]!;
  }

  /** The index in outputCells of the first output cell of the entry at `node`, -1 if not built. */
  outputAt(node: number): number {
    return this.outputStart[node]! - 1;
  }

  /** Stores the output of the entry at `node`; returns the index of its first cell in outputCells. */
  addOutput(node: number, output: WordOutput): number {
    const at = this.outputCells.length;
    for (const cell of output) this.outputCells.push(cell);
    this.outputStart[node] = at + 1;
    return at;
  }

  /**
   * The cheapest cover of codes[i..end) that starts with a dictionary word at i (or the single
   * character at i, at cost 1), where best[k - start] is the cheapest cover of codes[k..end).
   * Returns its cost and leaves the first word's length and node in coverLength and coverNode.
   * (The search's inner loop, here so that it reads the slots directly.)
   */
  bestWordAt(
    codes: ArrayLike<number>,
    i: number,
    end: number,
    best: Float64Array,
    start: number,
  ): number {
    const slots = this.slots;
    const slotCosts = this.slotCosts;
    const filter = this.filter;
    const mask = this.mask;
    let node = this.first(codes[i]!);
    let bestCost = 1 + best[i + 1 - start]!;
    let bestLength = 1;
    let bestNode = node;
    for (let j = i + 1; node !== NO_NODE && j < end; j += 1) {
      const cp = codes[j]!;
      const bit = WordTrie.filterBit(node, cp);
      if ((filter[bit >>> 5]! & (1 << (bit & 31))) === 0) break;
      let slot = this.slotOf(node, cp);
      let at = slot * SLOT_CELLS;
      for (;;) {
        const parent = slots[at]!;
        if (parent === node && slots[at + 1] === cp) break;
        if (parent === EMPTY_SLOT) {
          at = -1;
          break;
        }
        slot = (slot + 1) & mask;
        at = slot * SLOT_CELLS;
      }
      if (at < 0) break;
      node = slots[at + 2]!;
      const cost = slotCosts[at + COST_CELL]! + best[j + 1 - start]!;
      if (cost <= bestCost) {
        bestCost = cost;
        bestLength = j - i + 1;
        bestNode = node;
      }
    }
    this.coverLength = bestLength;
    this.coverNode = bestNode;
    return bestCost;
  }

  private newNode(): number {
    this.entries.push(null);
    const node = this.entries.length - 1;
    if (node >= this.outputStart.length) {
      const grown = new Int32Array(this.outputStart.length * 2);
      grown.set(this.outputStart);
      this.outputStart = grown;
    }
    return node;
  }

  private childOrCreate(node: number, cp: number): number {
    if (node === 0 && cp < 0x10000) {
      let root = this.bmpRoots[cp]!;
      if (root === NO_NODE) this.bmpRoots[cp] = root = this.newNode();
      return root;
    }
    const found = this.child(node, cp);
    if (found !== NO_NODE) return found;
    if ((this.edges + 1) * 2 > this.mask + 1) this.grow();
    const created = this.newNode();
    this.insertEdge(node, cp, created, NO_ENTRY_COST_BITS);
    const bit = WordTrie.filterBit(node, cp);
    this.filter[bit >>> 5]! |= 1 << (bit & 31);
    this.edges += 1;
    return created;
  }

  private insertEdge(node: number, cp: number, childNode: number, costBits: number): void {
    let slot = this.slotOf(node, cp);
    while (this.slots[slot * SLOT_CELLS] !== EMPTY_SLOT) slot = (slot + 1) & this.mask;
    const at = slot * SLOT_CELLS;
    this.slots[at] = node;
    this.slots[at + 1] = cp;
    this.slots[at + 2] = childNode;
    this.slots[at + COST_CELL] = costBits;
  }

  /** The slot offset of the edge (node, cp), or -1. */
  private edgeAt(node: number, cp: number): number {
    let slot = this.slotOf(node, cp);
    for (;;) {
      const at = slot * SLOT_CELLS;
      const parent = this.slots[at]!;
      if (parent === node && this.slots[at + 1] === cp) return at;
      if (parent === EMPTY_SLOT) return -1;
      slot = (slot + 1) & this.mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    this.slots = new Int32Array(capacity * SLOT_CELLS).fill(EMPTY_SLOT);
    this.slotCosts = new Float32Array(this.slots.buffer);
    for (let at = 0; at < old.length; at += SLOT_CELLS) {
      if (old[at] !== EMPTY_SLOT)
        this.insertEdge(old[at]!, old[at + 1]!, old[at + 2]!, old[at + COST_CELL]!);
    }
  }

  private nodeOf(word: string): number {
    let node = 0;
    for (let i = 0; i < word.length;) {
      const cp = word.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      node = node === 0 ? this.first(cp) : this.child(node, cp);
      if (node === NO_NODE) return NO_NODE;
    }
    return node;
  }

  set(word: string, entry: WordEntry): void {
    let parent = 0;
    let node = 0;
    let cp = 0;
    for (let i = 0; i < word.length; i += cp > 0xffff ? 2 : 1) {
      cp = word.codePointAt(i)!;
      parent = node;
      node = this.childOrCreate(node, cp);
    }
    if (node === 0) return;
    if (!this.entries[node]) this.size += 1;
    this.entries[node] = entry;
    this.outputStart[node] = 0;
    // A BMP character on its own has no edge (see bmpRoots); the search costs it 1 anyway.
    if (parent !== 0 || cp > 0xffff)
      this.slotCosts[this.edgeAt(parent, cp) + COST_CELL] = entry.cost;
  }

  get(word: string): WordEntry | null {
    const node = this.nodeOf(word);
    return node === 0 ? null : this.entries[node]!;
  }
}
