import Foundation
import TipKit

@MainActor
final class ForecastViewModel: ObservableObject {
    @Published private(set) var forecast: TideForecast?
    @Published private(set) var errorMessage: String?
    @Published private(set) var isLoading = false

    private let service: TideForecasting
    private let station = "9414131"

    init(service: TideForecasting) {
        self.service = service
    }

    func load() async {
        guard !isLoading else { return }
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }

        do {
            let result = try await service.fetchForecast(station: station)
            forecast = result
            TideChartTip.forecastLoaded.sendDonation()
        } catch {
            errorMessage = "Couldn't load tides. \(error.localizedDescription)"
        }
    }
}
