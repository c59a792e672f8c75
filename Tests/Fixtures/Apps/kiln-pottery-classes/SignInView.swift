import SwiftUI
import TipKit

struct SignInView: View {
    let auth: AuthService

    @Environment(StudioSession.self) private var session
    @State private var email = ""
    @State private var password = ""
    @State private var isWorking = false
    @State private var errorMessage: String?

    private let passkeyTip = PasskeyTip()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $email)
                        .textContentType(.username)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                }

                Section {
                    Button("Sign In", action: signInWithPassword)
                        .disabled(isWorking)
                }

                Section {
                    TipView(passkeyTip)
                    Button("Use a Passkey", systemImage: "person.badge.key", action: signInWithPasskey)
                }

                if let errorMessage {
                    Section {
                        Text(errorMessage)
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle("Kiln Studio")
        }
    }

    private func signInWithPassword() {
        isWorking = true
        errorMessage = nil
        Task {
            defer { isWorking = false }
            do {
                let member = try await auth.signIn(email: email, password: password)
                session.didSignIn(member)
            } catch {
                errorMessage = "That email and password didn't match."
            }
        }
    }

    private func signInWithPasskey() {
        errorMessage = nil
        Task {
            do {
                let member = try await auth.signInWithPasskey()
                passkeyTip.invalidate(reason: .actionPerformed)
                session.didSignIn(member)
            } catch {
                errorMessage = "Passkey sign-in didn't finish."
            }
        }
    }
}
