import SwiftUI
import TipKit

struct LogView: View {
    @Environment(BrewLog.self) private var brewLog
    @State private var grams = 18
    private let firstCupTip = FirstCupTip()
    private let ratioTip = BrewRatioTip()

    var body: some View {
        List {
            TipView(firstCupTip)
            Section {
                Stepper("\(grams) g of coffee", value: $grams, in: 12...24)
                PrimaryButton(title: "Log a cup") {
                    brewLog.logCup(grams: grams)
                }
            }
            Section("Today") {
                ForEach(brewLog.cups) { cup in
                    LabeledContent(cup.date.formatted(date: .omitted, time: .shortened), value: "\(cup.grams) g")
                }
            }
        }
        .navigationTitle("Crema")
        .toolbar {
            Button {
                brewLog.toggleRatio()
            } label: {
                Image(systemName: "scalemass")
            }
            .popoverTip(ratioTip)
        }
    }
}
