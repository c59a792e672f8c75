import Foundation
import Testing
import TipTestSupport

/// `scripts/release` packages the binary these tests were built with;
/// the archive is unpacked in a temporary directory and run from there,
/// through a symlink (as Homebrew and `/usr/local/bin` links run it), on
/// specs copied out of the repository.
@Suite("Release archive", .serialized)
struct ReleaseArchiveTests {
  /// Packs, unpacks into a fresh temporary directory, and returns the
  /// unpacked prefix and the archive's path.
  static func unpackedArchive() throws -> (prefix: String, archive: String, work: String) {
    let files = FileManager.default
    let work = ScratchDirectory.url("tipcheck-release").path
    try files.createDirectory(atPath: work + "/dist", withIntermediateDirectories: true)
    let packed = try ChildProcess.run(
      TestSupport.repositoryRoot + "/scripts/release",
      ["--binary", EndToEndTests.binary, "--output", work + "/dist"],
      in: TestSupport.repositoryRoot)
    guard packed.status == 0 else { throw TestSupport.SpecError(description: "scripts/release: \(packed.stderr)") }
    let archive = packed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    try files.createDirectory(atPath: work + "/opt", withIntermediateDirectories: true)
    let unpacked = try ChildProcess.run("/usr/bin/env", ["tar", "-xzf", archive, "-C", work + "/opt"], in: work)
    guard unpacked.status == 0 else { throw TestSupport.SpecError(description: "tar: \(unpacked.stderr)") }
    let name = URL(fileURLWithPath: archive).lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
    return (work + "/opt/" + name, archive, work)
  }

  @Test("the archive: launcher, binary, libraries, checksum; run from a temporary directory through a symlink, it verifies Specs")
  func archive() throws {
    let (prefix, archive, work) = try Self.unpackedArchive()
    defer { try? FileManager.default.removeItem(atPath: work) }
    let files = FileManager.default
    #expect(files.isExecutableFile(atPath: prefix + "/bin/tipcheck"))
    #expect(files.isExecutableFile(atPath: prefix + "/libexec/tipcheck"))
    #expect(files.fileExists(atPath: prefix + "/share/doc/tipcheck/Specs/seed-1-ordered-group.tipspec"))
    #expect(files.fileExists(atPath: prefix + "/share/doc/tipcheck/LICENSE"))
    let libraries = try files.contentsOfDirectory(atPath: prefix + "/lib")
    #expect(libraries.contains { $0.hasPrefix("libz3") }, "\(libraries)")
    let checksum = try String(contentsOfFile: archive + ".sha256", encoding: .utf8)
    let tool = files.isExecutableFile(atPath: "/usr/bin/sha256sum") ? ["sha256sum"] : ["shasum", "-a", "256"]
    let computed = try ChildProcess.run("/usr/bin/env", tool + [URL(fileURLWithPath: archive).lastPathComponent], in: work + "/dist")
    #expect(checksum == computed.stdout)

    // As an install links it (Homebrew, /usr/local/bin), in a directory of
    // its own, with no variable naming the build or the toolchain.
    try files.copyItem(atPath: TestSupport.specsDirectory, toPath: work + "/Specs")
    try files.createSymbolicLink(atPath: work + "/tipcheck", withDestinationPath: prefix + "/bin/tipcheck")
    let clean = ["PATH": "/usr/bin:/bin", "HOME": work]
    let output = try ChildProcess.run(work + "/tipcheck", ["verify", "Specs"], in: work, environment: clean)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("OK: 13 specs, 65 properties, 7/7 scenarios passed"), "\(output.stdout)")

    #if os(Linux)
    // Every library it loads is in the archive or the base C/C++ runtime:
    // what the launcher sets, asked of the dynamic loader.
    let traced = try ChildProcess.run(
      "/usr/bin/env", ["ldd", prefix + "/libexec/tipcheck"], in: work,
      environment: ["LD_LIBRARY_PATH": prefix + "/lib", "PATH": "/usr/bin:/bin"])
    #expect(traced.status == 0, "\(traced.stderr)")
    let resolved = traced.stdout.split(separator: "\n").compactMap { line -> String? in
      let fields = line.split(separator: " ")
      guard fields.count >= 3, fields[1] == "=>" else { return nil }
      return String(fields[2])
    }
    #expect(resolved.contains { $0.hasPrefix(prefix + "/lib/libswiftCore") })
    #expect(resolved.contains { $0.hasPrefix(prefix + "/lib/libSwiftParser") })
    let base = ["libc.so", "libm.so", "libdl.so", "libpthread.so", "librt.so", "libutil.so", "libgcc_s.so", "libstdc++.so"]
    for library in resolved where !library.hasPrefix(prefix + "/lib/") {
      let name = URL(fileURLWithPath: library).lastPathComponent
      #expect(base.contains { name.hasPrefix($0) }, "\(library) is loaded from outside the archive")
    }
    #endif
  }

  @Test("the Homebrew formula names the release's commit, builds with Xcode's swift, links Homebrew's Z3, and is valid Ruby")
  func homebrewFormula() throws {
    let formula = try ChildProcess.run(
      TestSupport.repositoryRoot + "/scripts/homebrew-formula",
      ["https://example.invalid/tipcheck.git", "--tag", "v9.9.9-test"], in: TestSupport.repositoryRoot)
    #expect(formula.status == 0, "\(formula.stderr)")
    let head = try ChildProcess.run("/usr/bin/env", ["git", "rev-parse", "HEAD"], in: TestSupport.repositoryRoot)
    let commit = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      formula.stdout.contains(
        "url \"https://example.invalid/tipcheck.git\", tag: \"v9.9.9-test\", revision: \"\(commit)\""), "\(formula.stdout)")
    #expect(formula.stdout.contains("depends_on \"z3\""))
    #expect(formula.stdout.contains("license \"MIT\""))
    // `brew test` verifies the specs the formula installs: every one as expected.
    let specCount = try FileManager.default.contentsOfDirectory(atPath: TestSupport.specsDirectory).filter { $0.hasSuffix(".tipspec") }.count
    #expect(formula.stdout.contains("assert_match \"OK: \(specCount) specs\", shell_output(\"#{bin}/tipcheck verify #{doc}/Specs\")"))
    #expect(formula.stdout.contains("doc.install \"README.md\", \"LICENSE\", \"docs\", \"Specs\""))
    #expect(formula.stdout.contains("system \"swift\", \"build\", \"--disable-sandbox\", \"--configuration\", \"release\""))
    // .ci/run installs Ruby for this check.
    let work = ScratchDirectory.url("tipcheck-formula").appendingPathExtension("rb").path
    try formula.stdout.write(toFile: work, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let syntax = try ChildProcess.run("/usr/bin/env", ["ruby", "-c", work], in: "/")
    #expect(syntax.status == 0 && syntax.stdout.contains("Syntax OK"), "\(syntax.stdout)\(syntax.stderr)")
  }

  #if os(Linux)
  @Test("on Linux, with the toolchain and the build directory hidden (a private mount namespace), the archive still reads Swift")
  func runsWithTheToolchainHidden() throws {
    // Needs `unshare` and the right to make a mount namespace (root, as CI
    // here runs); elsewhere the ldd test above stands for it.
    let probe = try ChildProcess.run("/usr/bin/env", ["unshare", "-m", "true"], in: "/")
    try #require(probe.status == 0, "unshare -m is not available: \(probe.stderr)")
    let (prefix, _, work) = try Self.unpackedArchive()
    defer { try? FileManager.default.removeItem(atPath: work) }
    let files = FileManager.default
    try files.createDirectory(atPath: work + "/empty", withIntermediateDirectories: true)
    try files.copyItem(atPath: TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/sketchbook-relay-stuck", toPath: work + "/app")
    // The toolchain's libraries, as the binary's run path names them.
    let toolchain = try #require(try Self.toolchainLibraryDirectory(), "no run path to the toolchain in the binary")
    let hide = [
      "mount --bind \(work)/empty \(TestSupport.repositoryRoot)/.build", "mount --bind \(work)/empty \(toolchain)",
    ]
    let script = hide.joined(separator: " && ") + " && \(prefix)/bin/tipcheck verify app --quiet"
    let output = try ChildProcess.run("/usr/bin/env", ["unshare", "-m", "/bin/sh", "-c", script], in: work)
    // By hand (sketchbook-relay-stuck/verdicts.txt): no-deadlock violated.
    #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
    #expect(output.stdout.contains("app/ToolPalette.swift:12:13: error: no-deadlock violated"), "\(output.stdout)")
  }

  /// The toolchain's `usr/lib/swift` directory, from the binary's run path.
  static func toolchainLibraryDirectory() throws -> String? {
    let dynamic = try ChildProcess.run("/usr/bin/env", ["readelf", "-d", EndToEndTests.binary], in: "/")
    guard let line = dynamic.stdout.split(separator: "\n").first(where: { $0.contains("RUNPATH") || $0.contains("RPATH") }),
      let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]")
    else { return nil }
    let paths = line[line.index(after: open)..<close].split(separator: ":").map(String.init)
    guard let host = paths.first(where: { $0.hasSuffix("/lib/swift/host") }) else { return nil }
    return String(host.dropLast("/host".count))
  }
  #endif

  /// The `run:` text of a step of `action.yml`, as GitHub runs it (Ruby's
  /// YAML reads the file; .ci/run installs Ruby).
  static func actionStep(_ name: String) throws -> String {
    let script = "require 'yaml'; puts YAML.load_file('action.yml')['runs']['steps'].find { |s| s['name'] == ARGV[0] }['run']"
    let output = try ChildProcess.run("/usr/bin/env", ["ruby", "-e", script, name], in: TestSupport.repositoryRoot)
    guard output.status == 0 else { throw TestSupport.SpecError(description: "action.yml: \(output.stderr)") }
    return output.stdout
  }

  @Test("the GitHub Action: its install step downloads and checks a release, its verify step writes every report and the summary")
  func gitHubAction() throws {
    let files = FileManager.default
    let work = ScratchDirectory.url("tipcheck-action").path
    defer { try? files.removeItem(atPath: work) }
    // A release as GitHub serves it: RELEASES/TAG/tipcheck-VERSION-SYSTEM-ARCH.tar.gz and its .sha256.
    try files.createDirectory(atPath: work + "/releases/v9.9.9", withIntermediateDirectories: true)
    let packed = try ChildProcess.run(
      TestSupport.repositoryRoot + "/scripts/release",
      ["--binary", EndToEndTests.binary, "--version", "9.9.9", "--output", work + "/releases/v9.9.9"],
      in: TestSupport.repositoryRoot)
    try #require(packed.status == 0, "\(packed.stderr)")
    try files.createDirectory(atPath: work + "/runner", withIntermediateDirectories: true)
    try files.copyItem(atPath: TestSupport.repositoryRoot + "/Tests/Fixtures/Apps/sketchbook-relay-stuck", toPath: work + "/workspace/App")
    var environment = [
      "PATH": "/usr/bin:/bin", "HOME": work, "RUNNER_TEMP": work + "/runner", "GITHUB_ACTION_PATH": TestSupport.repositoryRoot,
      "GITHUB_OUTPUT": work + "/install-output", "GITHUB_ACTION_REF": "main", "GITHUB_ACTION_REPOSITORY": "team/tipcheck",
      "TIPCHECK_RELEASES_URL": "file://" + work + "/releases", "TIPCHECK_VERSION": "v9.9.9",
    ]
    let install = try ChildProcess.run(
      "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", try Self.actionStep("Install TipCheck")], in: work + "/workspace",
      environment: environment)
    #expect(install.status == 0, "\(install.stderr)")
    let tipcheck = work + "/runner/tipcheck-action/tipcheck-9.9.9-\(Self.system)/bin/tipcheck"
    #expect(install.stdout == tipcheck + "\n", "\(install.stdout)")
    #expect(try String(contentsOfFile: work + "/install-output", encoding: .utf8) == "path=\(tipcheck)\n")

    // A tampered archive is refused.
    let archive = work + "/releases/v9.9.9/tipcheck-9.9.9-\(Self.system).tar.gz"
    let handle = try #require(FileHandle(forWritingAtPath: archive))
    handle.seekToEndOfFile()
    handle.write(Data("tampered".utf8))
    handle.closeFile()
    let refused = try ChildProcess.run(
      "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", try Self.actionStep("Install TipCheck")], in: work + "/workspace",
      environment: environment)
    #expect(refused.status != 0, "\(refused.stderr)")

    // By hand (sketchbook-relay-stuck/verdicts.txt): no-deadlock is violated, exit 1.
    environment["GITHUB_OUTPUT"] = work + "/verify-output"
    environment["GITHUB_STEP_SUMMARY"] = work + "/summary.md"
    environment["TIPCHECK"] = tipcheck
    environment["TIPCHECK_PATHS"] = "App\n"
    environment["TIPCHECK_ARGUMENTS"] = "--timeout 120 --engine explicit"
    environment["TIPCHECK_OUTPUT"] = "results"
    let verify = try ChildProcess.run(
      "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", try Self.actionStep("Verify")], in: work + "/workspace",
      environment: environment)
    #expect(verify.status == 0, "the step itself passes; the last step fails on the exit code: \(verify.stderr)")
    #expect(verify.stdout.contains("::error file=App/ToolPalette.swift,line=12"), "\(verify.stdout)")
    let outputs = try String(contentsOfFile: work + "/verify-output", encoding: .utf8)
    #expect(outputs == "exit-code=1\nsarif=results/tipcheck.sarif\nreport=results/html/index.html\n", "\(outputs)")
    for report in ["tipcheck.sarif", "tipcheck.xml", "tipcheck.lcov", "html/index.html"] {
      #expect(files.fileExists(atPath: work + "/workspace/results/" + report), "\(report)")
    }
    #expect(try String(contentsOfFile: work + "/summary.md", encoding: .utf8).contains("no-deadlock"))
  }

  /// The archive's system and architecture, as scripts/release names them.
  static var system: String {
    var name = utsname()
    uname(&name)
    func text<T>(_ field: T) -> String {
      withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return text(name.sysname).lowercased() + "-" + text(name.machine)
  }
}
