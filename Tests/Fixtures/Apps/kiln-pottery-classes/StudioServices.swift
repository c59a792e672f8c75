import AuthenticationServices
import EventKit
import Foundation

struct Member: Equatable {
    let id: UUID
    var firstName: String
    var email: String
}

struct PotteryClass: Identifiable, Hashable {
    let id: Int
    var title: String
    var instructor: String
    var startsAt: Date
    var duration: TimeInterval
    var spotsLeft: Int

    static let thisWeek: [PotteryClass] = {
        let evening = Calendar.current.date(bySettingHour: 18, minute: 30, second: 0, of: .now) ?? .now
        return [
            PotteryClass(id: 101, title: "Wheel Throwing I", instructor: "Maren", startsAt: evening, duration: 7_200, spotsLeft: 4),
            PotteryClass(id: 102, title: "Hand-Building Mugs", instructor: "Tomás", startsAt: evening.addingTimeInterval(86_400), duration: 5_400, spotsLeft: 6),
            PotteryClass(id: 103, title: "Glaze Lab", instructor: "Ines", startsAt: evening.addingTimeInterval(2 * 86_400), duration: 5_400, spotsLeft: 2)
        ]
    }()
}

enum StudioError: Error {
    case invalidCredentials
    case classFull
    case server(status: Int)
}

struct AuthService {
    var baseURL: URL
    var session: URLSession = .shared

    static let live = AuthService(baseURL: URL(string: "https://api.kilnstudio.example/v1")!)

    func signIn(email: String, password: String) async throws -> Member {
        var request = URLRequest(url: baseURL.appending(path: "sessions"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw StudioError.invalidCredentials }
        let payload = try JSONDecoder().decode([String: String].self, from: data)
        return Member(id: UUID(), firstName: payload["firstName"] ?? "Potter", email: email)
    }

    func signInWithPasskey() async throws -> Member {
        let assertion = try await PasskeyCoordinator.shared.requestAssertion(relyingParty: "kilnstudio.example")
        var request = URLRequest(url: baseURL.appending(path: "sessions/passkey"))
        request.httpMethod = "POST"
        request.httpBody = assertion
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw StudioError.invalidCredentials }
        let payload = try JSONDecoder().decode([String: String].self, from: data)
        return Member(id: UUID(), firstName: payload["firstName"] ?? "Potter", email: payload["email"] ?? "")
    }
}

struct ClassCatalog {
    var baseURL: URL
    var session: URLSession = .shared

    static let live = ClassCatalog(baseURL: URL(string: "https://api.kilnstudio.example/v1")!)

    func upcomingClasses() async throws -> [PotteryClass] {
        let (_, response) = try await session.data(from: baseURL.appending(path: "classes"))
        guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
            throw StudioError.server(status: (response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        return PotteryClass.thisWeek
    }

    func reserve(_ classID: PotteryClass.ID) async throws {
        var request = URLRequest(url: baseURL.appending(path: "classes/\(classID)/reservations"))
        request.httpMethod = "POST"
        let (_, response) = try await session.data(for: request)
        switch (response as? HTTPURLResponse)?.statusCode {
        case 201?: return
        case 409?: throw StudioError.classFull
        case let status: throw StudioError.server(status: status ?? -1)
        }
    }
}

final class CalendarExporter {
    static let shared = CalendarExporter()
    private let store = EKEventStore()

    private init() {}

    func export(_ classes: [PotteryClass]) {
        Task {
            guard (try? await store.requestWriteOnlyAccessToEvents()) == true else { return }
            for potteryClass in classes {
                let event = EKEvent(eventStore: store)
                event.title = "\(potteryClass.title) with \(potteryClass.instructor)"
                event.startDate = potteryClass.startsAt
                event.endDate = potteryClass.startsAt.addingTimeInterval(potteryClass.duration)
                event.calendar = store.defaultCalendarForNewEvents
                try? store.save(event, span: .thisEvent)
            }
        }
    }
}

/// Wraps ASAuthorizationController in async/await for the passkey button.
final class PasskeyCoordinator: NSObject, ASAuthorizationControllerDelegate {
    static let shared = PasskeyCoordinator()
    private var continuation: CheckedContinuation<Data, Error>?

    func requestAssertion(relyingParty: String) async throws -> Data {
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: relyingParty)
        let request = provider.createCredentialAssertionRequest(challenge: Data(UUID().uuidString.utf8))
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = self
        return try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            controller.performRequests()
        }
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        let assertion = authorization.credential as? ASAuthorizationPlatformPublicKeyCredentialAssertion
        continuation?.resume(returning: assertion?.rawAuthenticatorData ?? Data())
        continuation = nil
    }

    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {
        continuation?.resume(throwing: error)
        continuation = nil
    }
}
