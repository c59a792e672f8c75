import CTipRuntime
import TipExplicitCore
import TipSemantics

/// The search's use of a `CompressedMap`: when to move to one, insertion
/// with it, the merge's coding of new values, and the way back to hash
/// tables when keys outgrow it. A state with a resolved key belongs to the
/// partition of its key's bitmap block (as with a direct map), one with a
/// value not coded yet to that of its own hash (as with hash tables): every
/// copy of a state in one phase is one or the other, so one owner sees them
/// all, and the order of states depends on the state count only, never on
/// the number of threads.
extension Search {
  /// A map to learn codes in, when the choice allows one and there is no
  /// direct map from the start. With the state graph it keeps each key's
  /// state index too.
  static func compressionCandidate(
    choice: VisitedSetChoice, graph: Bool, direct: Bool, system: TransitionSystem, sharedPages: Bool
  ) -> CompressedMap? {
    guard !direct else { return nil }
    let maxBits: Int
    switch choice {
    case .automatic: maxBits = DirectMap.maxBits
    case .compressedMapAfter(_, let bits): maxBits = bits
    case .hashTables, .directMapAfter: return nil
    }
    guard let components = StateComponents(system: system) else { return nil }
    return CompressedMap(
      components: components, words: system.layout.wordCount, maxBits: maxBits, keepsIndices: graph, sharedPages: sharedPages)
  }

  /// Between chunks: codes the states stored since the last call, and
  /// moves to the compressed map once the hash tables take half its size.
  /// Gives up for good when the keys are too wide, or (automatically) not
  /// 4 bits narrower than the plain direct map's, which needs no coding.
  func moveToCompressedMapIfSmaller() {
    guard direct == nil, compressed == nil, let candidate = compressionCandidate else { return }
    for index in compressionLearned..<store.count { candidate.code(UnsafePointer(store.states.pointer(index))) }
    compressionLearned = store.count
    let bits = candidate.neededBits
    guard bits <= candidate.maxBits else {
      compressionCandidate = nil
      return
    }
    switch checker.options.tuning.visitedSet {
    case .automatic:
      if let directBits, bits + 4 > directBits {
        compressionCandidate = nil
        return
      }
      // With the state graph, the tables' ordinals and their states' indices go
      // too, and the map's index pages come: at least 4 bytes per state.
      let tableBytes = visitedBytes + partitionIndex.reduce(0) { $0 + $1.allocatedBytes }
      let pages = candidate.keepsIndices ? 4 * store.count : 0
      guard tableBytes * 2 >= candidate.mapBytes(bits: bits, states: store.count) + pages else { return }
    case .compressedMapAfter(let states, _):
      guard store.count >= states else { return }
    case .hashTables, .directMapAfter:
      return
    }
    compressionCandidate = nil
    guard fitsBudget(adding: candidate.mapBytes(bits: bits, states: store.count)), candidate.layOut(marking: store) else { return }
    compressed = candidate
    compressedMapSince = store.count
    laidOutAt = store.count
    for worker in workers { worker.coder = candidate.coder }
    emptyHashTables()
    for table in partitionIndex { table.removeAll() }
  }

  /// The insertion phase's body with a compressed map: a state whose key
  /// is resolved is looked up in the bitmap; one with a value not coded
  /// yet is new to the bitmap, and its partition's hash table (empty
  /// between merges) catches the duplicates among such states.
  func compressedInsertion(_ map: CompressedMap, active: Int, found: NewStates) -> @Sendable (Int) -> Void {
    let workers = self.workers
    let partitions = self.partitions
    let slices = self.slices
    let words = compiled.wordCount
    let shift = UInt64(64 - Self.partitionBits)
    guard let table = map.bitmap else { preconditionFailure("a compressed map in use without a bitmap") }
    nonisolated(unsafe) let bitmap = table
    return { owner in
      let distance = 16
      // The hash and key of the next `distance` successors, each in slots 2(i % distance) and the next.
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * distance) { buffer in
        guard let ahead = buffer.baseAddress else { return }
        // Slice by slice, in generation order.
        slices.forEachRun(in: owner, workers: active) { w, run in
          let worker = workers[w]
          let count = run.upperBound
          let parents = worker.recordParents[owner].base
          let states = worker.recordWords[owner].base
          let keys = worker.recordKeys[owner].base
          @inline(__always) func lookAhead(_ i: Int) {
            let state = states + i * words
            let key = keys[i]
            let hash = CompressedMap.partitionHash(key: key, state: state, words: words)
            ahead[2 * (i & (distance - 1))] = hash
            ahead[2 * (i & (distance - 1)) + 1] = key
            if key == ComponentCoder.unresolved {
              partitions[Int(truncatingIfNeeded: hash &>> shift)].prefetch(state, hash: hash)
            } else {
              tip_prefetch(bitmap + Int(truncatingIfNeeded: key &>> 6))
            }
          }
          for i in run.lowerBound..<min(run.lowerBound + distance, count) { lookAhead(i) }
          for i in run {
            let hash = ahead[2 * (i & (distance - 1))]
            let key = ahead[2 * (i & (distance - 1)) + 1]
            if i + distance < count { lookAhead(i + distance) }
            let p = Int(truncatingIfNeeded: hash &>> shift)
            let state = states + i * words
            if key != ComponentCoder.unresolved {
              if DirectMap.testAndSet(key, in: bitmap) {
                found.append(p, state, words: words, parent: parents[i])
                found.keys[p].append(key)
              }
            } else if partitions[p].insert(state, hash: hash).isNew {
              found.uncoded[p].append(UInt32(found.parents[p].count))
              found.append(p, state, words: words, parent: parents[i])
              found.keys[p].append(ComponentCoder.unresolved)
            }
          }
        }
      }
    }
  }

  /// After the merge: codes the values the new states at `indices` bring,
  /// in store order (so the codes do not depend on the thread count), and
  /// marks those states and writes their keys; rebuilds the bitmap when a
  /// component outgrew its bits, or goes back to hash tables when the keys
  /// outgrew the map.
  ///
  /// The automatic choice also goes back when the map must widen before
  /// the store has doubled since it was last laid out. The move comes early
  /// (at 6 to 11 states on the benchmark's families, while a bitmap of a
  /// few bits is smaller than the hash tables' first blocks), before most
  /// values are seen; the families then widen once or twice, each time with
  /// the store 4 to 15 times larger (8 counters at 9, 45 and 503 states; 10
  /// groups of 4 at 11, 66 and 1,001). A relay brings a tip's next value at
  /// every level of two states: 10 steps widened at 4, 6, 8, … 22 states,
  /// to 30-bit keys for 22 states, each widening a new bitmap and a page
  /// fault per stored state (with this rule, relay N=10 388–514 → 106–118
  /// µs; instructions per state in the checker's run 61,930 → 51,697, in
  /// the search's own functions 19,845 → 12,032).
  /// Keys that keep growing with the store are sparse, and the map would
  /// not pay for its bitmaps; the pass over the stored states a widening
  /// costs is repaid only when the store grows in between.
  func codeNewValues(of indices: [Int]) {
    guard let map = compressed else { return }
    var outgrown = false
    for index in indices where map.code(UnsafePointer(store.states.pointer(index))) { outgrown = true }
    if outgrown {
      relayouts += 1
      if case .automatic = checker.options.tuning.visitedSet, store.count < 2 * laidOutAt {
        backToHashTables()
        return
      }
      laidOutAt = store.count
      // A widened bitmap may be larger than the hash tables the stored
      // states would take (the move's rule held for the narrower key): it
      // is committed only where keys land, and widening happens mostly
      // early, while the store is small, on the way to a key the final
      // state count justifies (10 groups of 4 reach their 30 bits within the first few levels).
      guard fitsBudget(adding: map.mapBytes(bits: map.neededBits, states: store.count)), map.layOut(marking: store) else {
        backToHashTables()
        return
      }
    } else {
      guard let bitmap = map.bitmap else { return }
      for index in indices {
        let key = map.coder.key(UnsafePointer(store.states.pointer(index)))
        _ = DirectMap.testAndSet(key, in: bitmap)
        map.stateKeys.pointer(index).pointee = UInt32(truncatingIfNeeded: key)
      }
      keyedAfterMerge += indices.count
    }
    emptyHashTables()
  }

  /// Between chunks, with the state graph: goes back to hash tables when
  /// the index pages hold too few states each (`indicesTooSparse`).
  func leaveCompressedMapIfIndicesSparse() {
    guard let indices = compressed?.indices, case .automatic = checker.options.tuning.visitedSet else { return }
    if Self.indicesTooSparse(bytes: indices.allocatedBytes, states: store.count) { backToHashTables() }
  }

  /// More than 64 bytes of index pages per state (a page per 256 states or
  /// fewer; hash tables with ordinals take 20–40), once past 256 MiB. Early
  /// in a search the states are spread thin over the key space and pages
  /// fill later (at 53,000 of 8 counters' 5.8 million states they took over
  /// 300 bytes each, at the end 7), so a floor of 16 MiB sent searches back
  /// for nothing; 256 MiB is what a mostly empty map may cost before that,
  /// as a bitmap of 2^31 keys would. Keys that sparse come from weakly
  /// correlated components; in the benchmark's families the pages end
  /// between 4 and 27 bytes per state.
  static func indicesTooSparse(bytes: Int, states: Int) -> Bool {
    bytes > 256 << 20 && bytes > 64 * states
  }

  /// Every stored state into fresh hash tables, for the rest of the search
  /// (with the state graph, with ordinals, and each partition's states' indices).
  private func backToHashTables() {
    for worker in workers { worker.coder = nil }
    compressed = nil
    compressedMapUntil = store.count
    let keepOrdinals = graph != nil
    for p in partitions.indices {
      partitions[p].release()
      partitions[p] = VisitedSet(words: compiled.wordCount, keepOrdinals: keepOrdinals, sentinel: sentinel)
    }
    let words = compiled.wordCount
    let shift = UInt64(64 - Self.partitionBits)
    for index in 0..<store.count {
      let state = UnsafePointer(store.states.pointer(index))
      let hash = StateHash.hash(state, words)
      let p = Int(truncatingIfNeeded: hash &>> shift)
      _ = partitions[p].insert(state, hash: hash)
      if keepOrdinals { _ = partitionIndex[p].append(UInt32(index)) }
    }
  }

  /// The index of a stored state, for an edge the insertion did not
  /// resolve: by the compressed map's indices, or, if the map has just
  /// gone back to hash tables, by the state's ordinal in its table (an
  /// insertion of a state already there only finds it).
  func index(of state: UnsafePointer<UInt64>) -> Int {
    if let compressed { return compressed.index(of: state) }
    let hash = StateHash.hash(state, compiled.wordCount)
    let p = Int(truncatingIfNeeded: hash &>> UInt64(64 - Self.partitionBits))
    return Int(partitionIndex[p][Int(partitions[p].insert(state, hash: hash).ordinal)])
  }

  /// Replaces each partition's hash table that holds states by an empty one.
  private func emptyHashTables() {
    for p in partitions.indices where partitions[p].count > 0 {
      partitions[p].release()
      partitions[p] = VisitedSet(words: compiled.wordCount, keepOrdinals: false, sentinel: sentinel)
    }
  }
}
