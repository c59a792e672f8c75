import Foundation

struct Bean: Identifiable, Codable, Hashable {
    let id: String
    var name: String
    var origin: String
    var roastedOn: Date
    var rating: Int

    static let samples: [Bean] = [
        Bean(id: "el-puente", name: "Finca El Puente", origin: "Honduras", roastedOn: .now.addingTimeInterval(-3 * 86_400), rating: 4),
        Bean(id: "kochere", name: "Kochere", origin: "Ethiopia", roastedOn: .now.addingTimeInterval(-9 * 86_400), rating: 5),
        Bean(id: "cerrado", name: "Cerrado Mineiro", origin: "Brazil", roastedOn: .now.addingTimeInterval(-1 * 86_400), rating: 3)
    ]
}

enum BeanSortOrder: String, CaseIterable, Identifiable {
    case newest, rating, name
    var id: String { rawValue }
}

func sortBeans(_ beans: [Bean], by order: BeanSortOrder) -> [Bean] {
    beans.sorted { a, b in
        if order == .rating {
            return a.rating == b.rating ? a.name < b.name : a.rating > b.rating
        } else if order == .name {
            return a.name.localizedCaseInsensitiveCompare(b.name) == .orderedAscending
        }
        return a.roastedOn > b.roastedOn
    }
}

struct BeanService {
    var baseURL = URL(string: "https://api.roaster.example/v2")!

    func fetchBeans() async throws -> [Bean] {
        let (data, response) = try await URLSession.shared.data(from: baseURL.appending(path: "beans"))
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Bean].self, from: data)
    }
}
