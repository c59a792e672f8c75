import TipExplicitCore
extension Worker {
  /// `expandOneWord` for a state of two words: the same loop, each move's
  /// index gathered from the words its runs lie in, and its successor the
  /// state with the one word its changes lie in replaced, or, when they
  /// span both words, its fields unpacked from the entry into both. Kept
  /// apart so the one-word loop stays as it was. A summarized state's
  /// guards and self-loops come from its sums, as in the one-word loop.
  /// Returns false,
  /// having recorded and counted nothing, where `expand`'s general path
  /// must run.
  @inline(__always)
  func expandTwoWords(
    state: UnsafePointer<UInt64>, moves: Range<Int>, steps: UnsafeMutablePointer<OneWordStep>, parentLink: UInt32,
    coder: ComponentCoder?, parentKey: UInt64
  ) -> Bool {
    assert(moves.lowerBound == 0 && moves.count <= 64 && words == 2)
    let first = state[0]
    let second = state[1]
    let summarized = self.summarized
    var enabled = loopEnabledMoves(in: moves, summarized: summarized)
    if enabled & neverOneWord != 0 { return false }
    let keysByComponent = coder != nil && parentKey != ComponentCoder.unresolved
    let allEnabled = enabled
    var taken: UInt64 = 0
    var count = 0
    var loops = 0
    while enabled != 0 {
      let move = enabled.trailingZeroBitCount
      enabled &= enabled &- 1
      let step = steps + move
      if leadsBack(step, move: move, summarized: summarized) {
        taken |= 1 &<< UInt64(move)
        loops &+= 1
        continue
      }
      guard step.pointee.memoized else { return false }
      let wordA = step.pointee.wordA == 0 ? first : second
      let wordB = step.pointee.wordB == 0 ? first : second
      let index =
        ((wordA &>> step.pointee.shiftA) & step.pointee.maskA) &<< step.pointee.positionA
        | ((wordB &>> step.pointee.shiftB) & step.pointee.maskB) &<< step.pointee.positionB
      let entry = step.pointee.table[Int(truncatingIfNeeded: index)]
      if entry & Self.memoKnown == 0 { return false }
      if entry & Self.memoNone != 0 { continue }
      taken |= 1 &<< UInt64(move)
      if step.pointee.packed {
        var nextFirst = first
        var nextSecond = second
        let fields = flat.fields.baseAddress.unsafelyUnwrapped
        let range = flat.steps[move].fields
        for f in 0..<Int(range.count) {
          let field = fields[Int(range.start) &+ f]
          let mask = field.mask &<< field.shift
          let bits = ((entry &>> field.packedShift) & field.mask) &<< field.shift
          if field.word == 0 { nextFirst = (nextFirst & ~mask) | bits } else { nextSecond = (nextSecond & ~mask) | bits }
        }
        if nextFirst == first && nextSecond == second {
          loops &+= 1
          continue
        }
        held[2 &* count] = nextFirst
        held[2 &* count &+ 1] = nextSecond
        heldKeys[count] = Self.keyNotKnown
        count &+= 1
        continue
      }
      let inSecond = step.pointee.changedWord != 0
      let current = inSecond ? second : first
      let next = (current & ~step.pointee.changedMask) | (entry & step.pointee.changedMask)
      if next == current {
        loops &+= 1
        continue
      }
      held[2 &* count] = inSecond ? first : next
      held[2 &* count &+ 1] = inSecond ? next : second
      heldKeys[count] =
        keysByComponent && step.pointee.keyComponent >= 0
        ? coder.unsafelyUnwrapped.key(
          replacing: step.pointee.keyComponent,
          raw: ((next &>> step.pointee.keyShiftA) & step.pointee.keyMaskA) &<< step.pointee.keyPositionA
            | ((next &>> step.pointee.keyShiftB) & step.pointee.keyMaskB) &<< step.pointee.keyPositionB,
          in: parentKey)
        : Self.keyNotKnown
      count &+= 1
    }
    countLoopMoves(enabled: allEnabled, taken: taken, successors: count, loops: loops)
    var produced: UInt32 = 0
    for i in 0..<count {
      record(
        UnsafePointer(held + 2 &* i), parentLink: parentLink, produced: &produced, parent: state, coder: coder,
        parentKey: parentKey, knownKey: heldKeys[i])
    }
    closeLoopExpansion(produced: produced, loops: loops)
    return true
  }
}
