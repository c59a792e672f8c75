import Foundation

/// Who is signed in. The welcome screen greets returning sailors with a tip
/// once they have signed out at least once.
@MainActor
final class SessionStore: ObservableObject {
    @Published private(set) var isSignedIn = false
    @Published private(set) var hasSignedOutBefore = false

    private let keychain = KeychainToken()

    func signIn() {
        keychain.store("token")
        isSignedIn = true
    }

    func signOut() {
        keychain.clear()
        isSignedIn = false
    }
}

struct KeychainToken {
    func store(_ token: String) {}
    func clear() {}
}
