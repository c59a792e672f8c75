import TipModel

/// Which of an app's files can matter, from their words alone (no parse).
///
/// The invariant the lowering rests on: **a file that is not parsed holds
/// no code that can change what a tip shows or where the user is**, so the
/// lowering may take its types and methods as it takes a library's (calls
/// into them do nothing to tips; its screens are left as they are entered).
///
/// - *Carriers* can reach TipKit: the files that mention it or declare the
///   app's launch, then every file using a name a carrier exports (its
///   types, the app types it extends, its top-level functions and variables,
///   what it adds to a library type), and every app type a carrier inherits
///   from or conforms to (a call through the protocol may run the carrier),
///   and every router or coordinator a carrier uses (a file holding a
///   navigation path, a controller stack or a presentation: who pushes onto
///   it moves the user toward the carrier's screens).
///   Code that can call into TipKit must name one of these: Swift gives no
///   other way to reach a declaration of another file.
/// - *Resolution*: the files declaring a name a carrier uses (a view model's
///   service, the screen a link leads to), to know what those calls and
///   links are; a file that is not a carrier cannot reach TipKit, so what
///   it calls in turn need not be read —
/// - unless it takes its caller's code (a closure, a binding, a view
///   builder: a carrier's closure may run there) or can hold the user on a
///   screen (a hidden back button, a full-screen cover, a blocked swipe):
///   the files on any chain of declarations from a carrier to such a file
///   are read as well.
///
/// A service layer that never touches a tip, the screens behind a catalog,
/// UIKit controllers nobody presents: one scan of their words, no parse.
extension SwiftFrontend {
  /// The indices, in order, of the files the front end parses.
  static func relevantFiles(_ sources: [SourceFile]) -> [Int] {
    let files = sources.map { FileWords($0.text) }
    return RelevantFiles(files).parsed
  }
}

/// The closure described on `SwiftFrontend.relevantFiles`, over files'
/// words; each name is followed once, so it is linear in the words.
struct RelevantFiles {
  let files: [FileWords]
  /// Files declaring each name: types, top-level declarations, and members
  /// added to library types.
  private(set) var declarers: [Substring: [Int]] = [:]
  /// Files using each word.
  private(set) var users: [Substring: [Int]] = [:]
  /// The names each file exports (`declarers`' keys, by file).
  private(set) var exported: [[Substring]] = []
  private(set) var carriers: [Bool] = []
  private(set) var parsed: [Int] = []

  /// The types declared only in files that are not parsed.
  var inertTypes: Set<String> {
    var read: Set<Substring> = []
    for index in parsed { read.formUnion(files[index].declaredTypes) }
    var inert: Set<String> = []
    for file in files { for name in file.declaredTypes where !read.contains(name) { inert.insert(String(name)) } }
    return inert
  }

  init(_ files: [FileWords]) {
    self.files = files
    let appTypes = Set(files.flatMap(\.declaredTypes))
    exported = files.map { file in
      // An extension of a library type (`extension View`) exports what it
      // adds, not the library's name: every view names `View`.
      var names = file.declaredTypes + file.extendedTypes.filter(appTypes.contains) + file.topLevelNames
      for members in file.extensionMembers where !appTypes.contains(members.extended) { names += members.names }
      return names
    }
    for index in files.indices {
      for name in exported[index] { declarers[name, default: []].append(index) }
      for word in files[index].used { users[word, default: []].append(index) }
    }
    carriers = findCarriers()
    parsed = findParsed()
  }

  /// Seeds, then users of what carriers export, the app types carriers
  /// inherit from, and the routers and coordinators carriers use.
  private func findCarriers() -> [Bool] {
    var carrier = files.map { $0.mentionsTipKit || $0.declaresLaunch }
    var pending = files.indices.filter { carrier[$0] }
    var followed: Set<Substring> = []
    var followedInherited: Set<Substring> = []
    var followedUsed: Set<Substring> = []
    func add(_ index: Int) {
      guard !carrier[index] else { return }
      carrier[index] = true
      pending.append(index)
    }
    while let index = pending.popLast() {
      for name in exported[index] where followed.insert(name).inserted {
        for user in users[name] ?? [] { add(user) }
      }
      for name in files[index].inheritedNames where followedInherited.insert(name).inserted {
        for declarer in declarers[name] ?? [] { add(declarer) }
      }
      // A router a carrier navigates with: whoever pushes onto it moves
      // the user toward the carrier's screens.
      for word in files[index].used where followedUsed.insert(word).inserted {
        for declarer in declarers[word] ?? [] where files[declarer].holdsNavigation { add(declarer) }
      }
    }
    return carrier
  }

  /// Carriers, the files declaring what they use, and the files on a chain
  /// of declarations from a carrier to one that takes its caller's code or
  /// can hold the user.
  private func findParsed() -> [Int] {
    var parse = carriers
    // Forward: everything a carrier's code can lead to, by declarations.
    var reached = carriers
    var pending = files.indices.filter { carriers[$0] }
    var followed: Set<Substring> = []
    while let index = pending.popLast() {
      for word in files[index].used where followed.insert(word).inserted {
        for declarer in declarers[word] ?? [] where !reached[declarer] {
          reached[declarer] = true
          pending.append(declarer)
        }
      }
    }
    // One step: what the carriers use.
    for index in files.indices where carriers[index] {
      for word in files[index].used {
        for declarer in declarers[word] ?? [] { parse[declarer] = true }
      }
    }
    // Backward, within what is reached: what leads to a file that must be read.
    var leads = files.indices.map { reached[$0] && (files[$0].takesCallersCode || files[$0].mayHoldUser) }
    pending = files.indices.filter { leads[$0] }
    var followedBack: Set<Substring> = []
    while let index = pending.popLast() {
      parse[index] = true
      for name in exported[index] where followedBack.insert(name).inserted {
        for user in users[name] ?? [] where reached[user] && !leads[user] {
          leads[user] = true
          pending.append(user)
        }
      }
    }
    return files.indices.filter { parse[$0] }
  }
}
