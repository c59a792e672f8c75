import Foundation

enum ServerState: Equatable {
    case idle
    case syncing
    case synced(Date)
    case conflict(count: Int)
    case failed(String)
}

enum Plan: String, Codable {
    case free
    case plus
}

struct SyncResult: Codable {
    var conflicts: Int
    var plan: Plan
    var feedingSeason: Bool
}

struct GardenSyncClient {
    var endpoint = URL(string: "https://sync.sprout.example/v1/garden")!

    func push(changes: Int, wifiOnly: Bool) async throws -> SyncResult {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.allowsExpensiveNetworkAccess = !wifiOnly
        request.httpBody = try JSONEncoder().encode(["changes": changes])
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(SyncResult.self, from: data)
    }
}

@MainActor
final class SyncModel: ObservableObject {
    @Published private(set) var state: ServerState = .idle
    @Published private(set) var plan: Plan = .free
    @Published private(set) var feedingSeason = false
    @Published private(set) var pendingChanges = 12
    @Published var wifiOnly = true

    private let client = GardenSyncClient()

    var statusLine: String {
        switch state {
        case .idle:
            return "Not synced yet"
        case .syncing:
            return "Syncing…"
        case .synced(let date):
            return "Synced \(date.formatted(.relative(presentation: .named)))"
        case .conflict(let count):
            return "\(count) plants changed on another device"
        case .failed(let reason):
            return "Sync failed: \(reason)"
        }
    }

    var canSync: Bool {
        if case .syncing = state { return false }
        if plan == .free && pendingChanges > 50 { return false }
        return true
    }

    func syncNow() async {
        guard canSync else { return }
        state = .syncing
        do {
            let result = try await client.push(changes: pendingChanges, wifiOnly: wifiOnly)
            plan = result.plan
            feedingSeason = result.feedingSeason
            if result.conflicts > 0 {
                state = .conflict(count: result.conflicts)
            } else {
                state = .synced(.now)
                pendingChanges = 0
            }
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func resolveConflicts(keepLocal: Bool) {
        guard case .conflict = state else { return }
        if keepLocal {
            pendingChanges += 1
            state = .idle
        } else {
            pendingChanges = 0
            state = .synced(.now)
        }
    }
}
