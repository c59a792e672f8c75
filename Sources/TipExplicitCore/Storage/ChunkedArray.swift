import CTipRuntime

/// An append-only array stored in fixed-size chunks, so growing it never
/// copies what is stored (no 2× peak while reallocating, stable memory
/// figures), and indexing stays a shift and a mask.
///
/// Past its first 1 MiB, the chunks are cut from slabs of 1 MiB mapped
/// untouched (`tip_map_pages`): taking a chunk writes nothing, and each
/// page is faulted in by the first write to it, in the merge's parallel
/// copy or ahead of it (`PagesAhead`), rather than in the merge's
/// sequential part, as malloc's headers were (7 counters: 2 ms of a 120 ms
/// two-thread search). A slab's pages no chunk was taken from are never
/// touched, so they cost address space only; `allocatedBytes` counts the
/// chunks taken. The first 1 MiB comes from malloc, chunk by chunk: a
/// small search (the specs: a chunk or two in each of its arrays, about
/// twenty with the state graph) reuses the heap's warm pages, where a
/// slab of its own per array cost a mapping, a fault and an unmapping
/// each, 30-60 µs a check.
public final class ChunkedArray<Element: BitwiseCopyable>: @unchecked Sendable {
  @inlinable static var chunkShift: Int { 12 }
  @inlinable static var chunkSize: Int { 1 << chunkShift }
  // Grown only between the parallel phases (by the merge's sequential part,
  // and by `freshPages` before an expansion; entries may then be written in
  // parallel, each by one thread, through `pointer`) and read by workers
  // in between, never both at once: Swift's dynamic exclusivity
  // checks (a runtime call per access, on every state stored and expanded)
  // are skipped.
  @exclusivity(unchecked) @usableFromInline var chunks: [UnsafeMutablePointer<Element>] = []
  /// Elements per logical entry (a state of several words is one entry).
  @usableFromInline let stride: Int
  @exclusivity(unchecked) @usableFromInline var storedCount = 0
  /// Entries stored.
  @inlinable public var count: Int { storedCount }
  @usableFromInline let entriesPerChunk: Int
  /// Every slab mapped, and where the next chunk of the last one starts.
  @exclusivity(unchecked) private var slabs: [UnsafeMutableRawPointer] = []
  @exclusivity(unchecked) private var nextChunk: UnsafeMutableRawPointer?
  @exclusivity(unchecked) private var chunksLeftInSlab = 0
  private var chunkBytes: Int { entriesPerChunk * stride * MemoryLayout<Element>.stride }
  /// Entries below this index were listed by `freshPages` already (or are stored).
  @exclusivity(unchecked) private var freshFrom = 0
  /// Runs of chunks in a slab make ranges of up to about this many bytes:
  /// whole pages of 64 KiB fit, and the workers taking ranges one at a
  /// time still end the phase within a few pages of each other.
  static var mergedRangeBytes: Int { 128 << 10 }
  /// Chunks per slab: 1 MiB's worth, at least one.
  private var chunksPerSlab: Int { max(1, (1 << 20) / chunkBytes) }

  /// Whether chunks past the first 1 MiB are cut from mapped slabs; the
  /// core engine's arrays (`mapsSlabs` false) take every chunk from malloc,
  /// so its search calls no C.
  @usableFromInline let mapsSlabs: Bool

  @inlinable
  public init(stride: Int = 1, mapsSlabs: Bool = true) {
    self.stride = stride
    self.entriesPerChunk = Self.chunkSize
    self.mapsSlabs = mapsSlabs
  }

  deinit { freeChunks() }

  package var allocatedBytes: Int { chunks.count * chunkBytes }

  /// Appends one entry (`stride` elements) and returns its index.
  @inlinable
  @inline(__always)
  public func append(_ values: UnsafePointer<Element>) -> Int {
    let index = count
    let chunk = index >> Self.chunkShift
    if chunk == chunks.count { addChunk() }
    let base = chunks[chunk] + (index & (Self.chunkSize - 1)) * stride
    base.update(from: values, count: stride)
    storedCount += 1
    return index
  }

  @inlinable
  @inline(__always)
  public func append(_ value: Element) -> Int {
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
      storedCount += taken
      copied += taken
    }
  }

  /// Calls `body` once per chunk that entries `index..<index + entries`
  /// (added by `extend`) span, with the pointer to the run's first entry
  /// and the run's offsets from `index`.
  @inlinable
  @inline(__always)
  public func forEachRun(from index: Int, count entries: Int, _ body: (UnsafeMutablePointer<Element>, Range<Int>) -> Void) {
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

  /// The memory entries up to `target` (exclusive) will take that no
  /// entry has yet and no earlier call returned, as byte ranges (a range
  /// per chunk, or per run of chunks one after the other in a slab), for
  /// `tip_prefault_pages`: the chunks are taken now (and counted by
  /// `allocatedBytes`), the entries are still to be added by `extend`.
  /// One range per slab run matters where a page is as large as a chunk
  /// or larger (16 KiB on Apple silicon, 64 KiB on some ARM Linux hosts):
  /// a range per chunk would hold no whole page there.
  package func freshPages(upTo target: Int, into ranges: inout [(from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer)]) {
    var index = Swift.max(count, freshFrom)
    guard index < target else { return }
    while chunks.count * entriesPerChunk < target { addChunk() }
    let entryBytes = stride * MemoryLayout<Element>.stride
    // Only this array's ranges are joined, never another array's that happens to end where this one's start.
    let firstOwn = ranges.count
    while index < target {
      let offset = index & (Self.chunkSize - 1)
      let taken = Swift.min(Self.chunkSize - offset, target - index)
      let from = UnsafeMutableRawPointer(chunks[index >> Self.chunkShift] + offset * stride)
      if ranges.count > firstOwn, let last = ranges.last, last.to == from, last.to - last.from < Self.mergedRangeBytes {
        ranges[ranges.count - 1].to = from + taken * entryBytes
      } else {
        ranges.append((from, from + taken * entryBytes))
      }
      index += taken
    }
    freshFrom = target
  }

  /// Adds `count` entries, uninitialized, to be written through `pointer`.
  package func extend(by count: Int) {
    storedCount += count
    while chunks.count * entriesPerChunk < self.count { addChunk() }
  }

  @usableFromInline func addChunk() {
    if !mapsSlabs || chunks.count < chunksPerSlab {
      chunks.append(UnsafeMutablePointer<Element>.allocate(capacity: entriesPerChunk * stride))
      return
    }
    if chunksLeftInSlab == 0 {
      guard let slab = tip_map_pages(chunksPerSlab * chunkBytes) else {
        fatalError("out of memory for \(chunks.count + chunksPerSlab) chunks of \(chunkBytes) bytes")
      }
      slabs.append(slab)
      nextChunk = slab
      chunksLeftInSlab = chunksPerSlab
    }
    guard let chunk = nextChunk else { preconditionFailure("a slab with chunks left and no next chunk") }
    chunks.append(chunk.bindMemory(to: Element.self, capacity: entriesPerChunk * stride))
    nextChunk = chunk + chunkBytes
    chunksLeftInSlab -= 1
  }

  /// Frees the chunks from malloc and unmaps the slabs.
  private func freeChunks() {
    for chunk in chunks.prefix(mapsSlabs ? chunksPerSlab : chunks.count) { chunk.deallocate() }
    for slab in slabs { tip_unmap_pages(slab, chunksPerSlab * chunkBytes) }
    slabs = []
    nextChunk = nil
    chunksLeftInSlab = 0
    freshFrom = 0
  }

  /// Frees every chunk.
  package func removeAll() {
    freeChunks()
    chunks = []
    storedCount = 0
  }

  /// A pointer to the entry's first element.
  @inlinable
  @inline(__always)
  public func pointer(_ index: Int) -> UnsafeMutablePointer<Element> {
    chunks[index >> Self.chunkShift] + (index & (Self.chunkSize - 1)) * stride
  }

  @inlinable
  @inline(__always)
  public subscript(index: Int) -> Element {
    get { pointer(index).pointee }
    set { pointer(index).pointee = newValue }
  }
}
