/**
 * Bitmaps over row numbers, 32 rows a word, and sets of rows kept as a list while they are small
 * and as a bitmap once a list would take more room: a rare character's few listings cost a few
 * bytes, a common one's tens of thousands an eighth of a byte each.
 */
export type Bitmap = Uint32Array;

export function wordsFor(rows: number): number {
  return Math.ceil(rows / 32);
}

export function hasRow(bitmap: Bitmap, row: number): boolean {
  return (bitmap[row >>> 5] & (1 << (row & 31))) !== 0;
}

export function setRow(bitmap: Bitmap, row: number): void {
  bitmap[row >>> 5] |= 1 << (row & 31);
}

export function clearRow(bitmap: Bitmap, row: number): void {
  bitmap[row >>> 5] &= ~(1 << (row & 31));
}

/** `target` ∩= `other`. */
export function intersect(target: Bitmap, other: Bitmap): void {
  for (let word = 0; word < target.length; word++) target[word] &= other[word];
}

/** `target` ∪= `other`. */
export function unite(target: Bitmap, other: Bitmap): void {
  for (let word = 0; word < target.length; word++) target[word] |= other[word];
}

function bitsIn(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many rows the bitmap holds. */
export function rowCount(bitmap: Bitmap): number {
  let count = 0;
  for (let word = 0; word < bitmap.length; word++) if (bitmap[word] !== 0) count += bitsIn(bitmap[word]);
  return count;
}

/** Calls `visit` with each row the bitmap holds, lowest first, until it answers false. */
export function eachRow(bitmap: Bitmap, visit: (row: number) => boolean): void {
  for (let word = 0; word < bitmap.length; word++) {
    let bits = bitmap[word];
    while (bits !== 0) {
      const lowest = bits & -bits;
      if (!visit((word << 5) + (31 - Math.clz32(lowest)))) return;
      bits ^= lowest;
    }
  }
}

/** A set of rows of a table of `capacity` rows (32 × its bitmaps' words), which may grow. */
export class RowSet {
  private list: number[] | null = [];
  private bits: Bitmap | null = null;
  size = 0;

  add(row: number, words: number): void {
    if (this.bits) {
      if (this.bits.length < words) this.bits = grown(this.bits, words);
      if (hasRow(this.bits, row)) return;
      setRow(this.bits, row);
      this.size++;
      return;
    }
    const list = this.list!;
    if (list.includes(row)) return;
    list.push(row);
    this.size++;
    // A list entry takes about as much room as a bitmap word: past one a word, the bitmap is smaller.
    if (list.length > words) {
      this.bits = new Uint32Array(words);
      for (const listed of list) setRow(this.bits, listed);
      this.list = null;
    }
  }

  delete(row: number): void {
    if (this.bits) {
      if (row >>> 5 >= this.bits.length || !hasRow(this.bits, row)) return;
      clearRow(this.bits, row);
      this.size--;
      return;
    }
    const list = this.list!;
    const at = list.indexOf(row);
    if (at < 0) return;
    list[at] = list[list.length - 1];
    list.pop();
    this.size--;
  }

  /** `target` ∪= this set. */
  uniteInto(target: Bitmap): void {
    if (this.bits) {
      for (let word = 0; word < this.bits.length && word < target.length; word++) target[word] |= this.bits[word];
    } else for (const row of this.list!) setRow(target, row);
  }

  /** `target` ∩= this set; `spare` (as long as `target`) is overwritten. */
  intersectInto(target: Bitmap, spare: Bitmap): void {
    if (this.bits) {
      const shared = Math.min(this.bits.length, target.length);
      for (let word = 0; word < shared; word++) target[word] &= this.bits[word];
      target.fill(0, shared);
      return;
    }
    spare.fill(0);
    for (const row of this.list!) if (hasRow(target, row)) setRow(spare, row);
    target.set(spare);
  }
}

function grown(bits: Bitmap, words: number): Bitmap {
  const larger = new Uint32Array(words);
  larger.set(bits);
  return larger;
}
