import SwiftUI
import TipKit

struct TonightView: View {
    @State private var nights: [Date] = []
    private let trendsTip = TrendsTip()

    var body: some View {
        List {
            TipView(trendsTip)
            Section {
                Button("Log last night") {
                    nights.append(.now)
                    TrendsTip.nightsLogged += 1
                }
            }
            Section("This week") {
                ForEach(nights, id: \.self) { night in
                    Text(night.formatted(date: .abbreviated, time: .omitted))
                }
            }
        }
        .navigationTitle("Tonight")
        .toolbar {
            NavigationLink {
                AlarmSettingsView()
            } label: {
                Image(systemName: "alarm")
            }
        }
    }
}
