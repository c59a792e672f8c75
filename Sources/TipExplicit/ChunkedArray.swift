/// An append-only array stored in fixed-size chunks, so growing it never
/// copies what is stored (no 2× peak while reallocating, stable memory
/// figures), and indexing stays a shift and a mask.
final class ChunkedArray<Element: BitwiseCopyable>: @unchecked Sendable {
  private static var chunkShift: Int { 12 }
  private static var chunkSize: Int { 1 << chunkShift }
  // Grown only by the sequential part of the merge (entries may then be
  // written in parallel, each by one thread, through `pointer`) and read by
  // workers in between, never both at once: Swift's dynamic exclusivity
  // checks (a runtime call per access, on every state stored and expanded)
  // are skipped.
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Element>] = []
  /// Elements per logical entry (a state of several words is one entry).
  let stride: Int
  @exclusivity(unchecked) private(set) var count = 0
  private let entriesPerChunk: Int

  init(stride: Int = 1) {
    self.stride = stride
    self.entriesPerChunk = Self.chunkSize
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
  }

  var allocatedBytes: Int { chunks.count * entriesPerChunk * stride * MemoryLayout<Element>.stride }

  /// Appends one entry (`stride` elements) and returns its index.
  @inline(__always)
  func append(_ values: UnsafePointer<Element>) -> Int {
    let index = count
    let chunk = index >> Self.chunkShift
    if chunk == chunks.count { addChunk() }
    let base = chunks[chunk] + (index & (Self.chunkSize - 1)) * stride
    base.update(from: values, count: stride)
    count += 1
    return index
  }

  @inline(__always)
  func append(_ value: Element) -> Int {
    withUnsafePointer(to: value) { append($0) }
  }

  /// Appends `count` entries in as many copies as chunks they span.
  func append(contentsOf source: UnsafePointer<Element>, count entries: Int) {
    var copied = 0
    while copied < entries {
      let chunk = count >> Self.chunkShift
      if chunk == chunks.count { addChunk() }
      let offset = count & (Self.chunkSize - 1)
      let taken = min(Self.chunkSize - offset, entries - copied)
      (chunks[chunk] + offset * stride).update(from: source + copied * stride, count: taken * stride)
      count += taken
      copied += taken
    }
  }

  /// Calls `body` once per chunk that entries `index..<index + entries`
  /// (added by `extend`) span, with the pointer to the run's first entry
  /// and the run's offsets from `index`.
  @inline(__always)
  func forEachRun(from index: Int, count entries: Int, _ body: (UnsafeMutablePointer<Element>, Range<Int>) -> Void) {
    precondition(index >= 0 && entries >= 0 && index + entries <= count, "a run past the entries added")
    var done = 0
    while done < entries {
      let position = index + done
      let offset = position & (Self.chunkSize - 1)
      let taken = min(Self.chunkSize - offset, entries - done)
      body(chunks[position >> Self.chunkShift] + offset * stride, done..<(done + taken))
      done += taken
    }
  }

  /// Writes `entries` entries from `source` at `index` onwards, a copy per
  /// chunk spanned (the merge's copy into the store: a copy per state cost
  /// a call and two index computations each).
  func write(_ source: UnsafePointer<Element>, count entries: Int, at index: Int) {
    forEachRun(from: index, count: entries) { target, run in
      target.update(from: source + run.lowerBound * stride, count: run.count * stride)
    }
  }

  /// Adds `count` entries, uninitialized, to be written through `pointer`.
  func extend(by count: Int) {
    self.count += count
    while chunks.count * entriesPerChunk < self.count { addChunk() }
  }

  private func addChunk() {
    chunks.append(UnsafeMutablePointer<Element>.allocate(capacity: entriesPerChunk * stride))
  }

  /// Frees every chunk.
  func removeAll() {
    for chunk in chunks { chunk.deallocate() }
    chunks = []
    count = 0
  }

  /// A pointer to the entry's first element.
  @inline(__always)
  func pointer(_ index: Int) -> UnsafeMutablePointer<Element> {
    chunks[index >> Self.chunkShift] + (index & (Self.chunkSize - 1)) * stride
  }

  @inline(__always)
  subscript(index: Int) -> Element {
    get { pointer(index).pointee }
    set { pointer(index).pointee = newValue }
  }
}
