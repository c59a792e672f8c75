import Foundation

struct TideEvent: Decodable, Identifiable, Hashable {
    enum Kind: String, Decodable { case high, low }
    let time: Date
    let heightMeters: Double
    let kind: Kind
    var id: Date { time }
}

struct TideForecast: Decodable {
    let station: String
    let events: [TideEvent]
}

protocol TideForecasting {
    func fetchForecast(station: String) async throws -> TideForecast
}

struct TideService: TideForecasting {
    enum ServiceError: LocalizedError {
        case badStatus(Int)
        var errorDescription: String? {
            switch self {
            case .badStatus(let code): "The tide server answered \(code)."
            }
        }
    }

    var baseURL = URL(string: "https://api.tidelineapp.com/v2")!
    var session: URLSession = .shared

    func fetchForecast(station: String) async throws -> TideForecast {
        var components = URLComponents(url: baseURL.appendingPathComponent("forecast"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "station", value: station), URLQueryItem(name: "days", value: "3")]
        let (data, response) = try await session.data(from: components.url!)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw ServiceError.badStatus(http.statusCode)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(TideForecast.self, from: data)
    }
}
