/// Every state found, in breadth-first order (so a level of the search is a
/// range of indices and the frontier needs no queue), with its parent. The
/// dedicated hash tables (`VisitedSet`) decide which states are new.
final class StateStore: @unchecked Sendable {
  static let noParent = UInt32.max
  let wordCount: Int
  let states: ChunkedArray<UInt64>
  let parents = ChunkedArray<UInt32>()

  init(wordCount: Int) {
    self.wordCount = wordCount
    self.states = ChunkedArray(stride: wordCount)
  }

  var count: Int { states.count }
  var allocatedBytes: Int { states.allocatedBytes + parents.allocatedBytes }

  /// Makes room for `count` more states, written then by `set` (by
  /// several threads at once, each to its own indices).
  func extend(by count: Int) {
    states.extend(by: count)
    parents.extend(by: count)
  }

  /// Writes `count` states and their parents from `index` onwards (added
  /// by `extend`), a copy per chunk spanned.
  func set(_ index: Int, count: Int, _ words: UnsafePointer<UInt64>, parents source: UnsafePointer<UInt32>) {
    states.write(words, count: count, at: index)
    parents.write(source, count: count, at: index)
  }

  @discardableResult
  func append(_ words: UnsafePointer<UInt64>, parent: UInt32) -> Int {
    _ = parents.append(parent)
    return states.append(words)
  }
}
