import Foundation

struct Invoice: Identifiable, Hashable, Codable {
    let id: UUID
    var client: String
    var amount: Decimal
}

struct InvoiceAPI {
    var baseURL = URL(string: "https://api.ledgerly.example/v1")!

    func save(_ invoice: Invoice) async throws {
        var request = URLRequest(url: baseURL.appending(path: "invoices/\(invoice.id.uuidString)"))
        request.httpMethod = "PUT"
        request.httpBody = try JSONEncoder().encode(invoice)
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
    }
}
