import Foundation

@MainActor
final class SessionModel: ObservableObject {
    @Published private(set) var isSignedIn = false
    @Published var userName = ""

    func signIn(as name: String) {
        userName = name
        isSignedIn = true
    }

    func signOut() {
        userName = ""
        isSignedIn = false
    }
}
