import Foundation

struct Parcel: Identifiable, Hashable {
    let id: UUID
    var code: String
    var carrier: String
    var status: String
}

struct CarrierAPI {
    var baseURL = URL(string: "https://track.parcel.example/v1/lookup")!

    func register(code: String) async throws -> Parcel {
        let url = baseURL.appending(queryItems: [URLQueryItem(name: "code", value: code)])
        let (data, response) = try await URLSession.shared.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        let carrier = String(decoding: data, as: UTF8.self)
        return Parcel(id: UUID(), code: code, carrier: carrier, status: "Label created")
    }
}
