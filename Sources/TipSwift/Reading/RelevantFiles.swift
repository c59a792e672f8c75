import TipModel

/// Which of an app's files can matter, from their words alone (no parse):
/// the files that mention TipKit, and those connected to them by a type one
/// declares and the other uses. Text only, so it builds without SwiftSyntax.
extension SwiftFrontend {
  /// The indices, in order, of the files `parseRelevantFiles` parses.
  static func relevantFiles(_ sources: [SourceFile]) -> [Int] {
    let words = sources.map { Self.identifiers(in: $0.text) }
    let used = words.map { Set($0) }
    let declared = words.map(Self.declaredTypeNames(in:))
    var declaredBy: [Substring: [Int]] = [:]
    var usedBy: [Substring: [Int]] = [:]
    for index in sources.indices {
      for name in declared[index] { declaredBy[name, default: []].append(index) }
      for word in used[index] { usedBy[word, default: []].append(index) }
    }
    var relevant = sources.indices.map { index in
      let text = sources[index].text
      return text.contains("Tip") || text.contains("@Parameter") || text.contains("tipcheck:")
    }
    var pending = sources.indices.filter { relevant[$0] }
    // Names already followed: a declared type's users, a used word's declarers.
    var followedDeclared: Set<Substring> = []
    var followedUsed: Set<Substring> = []
    func add(_ index: Int) {
      guard !relevant[index] else { return }
      relevant[index] = true
      pending.append(index)
    }
    while let index = pending.popLast() {
      for name in declared[index] where followedDeclared.insert(name).inserted {
        for user in usedBy[name] ?? [] { add(user) }
      }
      for word in used[index] where followedUsed.insert(word).inserted {
        for declarer in declaredBy[word] ?? [] { add(declarer) }
      }
    }
    return sources.indices.filter { relevant[$0] }
  }

  /// Names after `struct`, `class`, `enum`, `actor` and `protocol`.
  static func declaredTypeNames(in words: [Substring]) -> [Substring] {
    var names: [Substring] = []
    for (position, word) in words.enumerated().dropLast()
    where word == "struct" || word == "class" || word == "enum" || word == "actor" || word == "protocol" {
      names.append(words[position + 1])
    }
    return names
  }

  /// The identifier-like words of a text, in order (ASCII letters, digits
  /// and `_`, and any non-ASCII byte, by UTF-8 bytes: linear and fast).
  static func identifiers(in text: String) -> [Substring] {
    var words: [Substring] = []
    let utf8 = text.utf8
    var start: String.Index?
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let isPart = (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
        || byte >= 128
      if isPart, start == nil { start = index }
      if !isPart, let begin = start {
        words.append(text[begin..<index])
        start = nil
      }
      index = utf8.index(after: index)
    }
    if let begin = start { words.append(text[begin...]) }
    return words
  }
}
