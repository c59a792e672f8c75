import SwiftUI
import TipKit

struct LibraryView: View {
    enum Sheet: String, Identifiable {
        case importScore
        case about

        var id: String { rawValue }
    }

    @Environment(ScoreLibrary.self) private var library
    @Environment(PracticeTour.self) private var tour
    @State private var sheet: Sheet?

    var body: some View {
        NavigationStack {
            List {
                TipView(tour.tips.currentTip as? ImportScoreTip)

                Section("Repertoire") {
                    if library.pieces.isEmpty {
                        Text("No scores yet. Tap Import to add one from the shared folder.")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(library.pieces) { piece in
                        NavigationLink(value: piece) {
                            VStack(alignment: .leading) {
                                Text(piece.title)
                                    .font(.headline)
                                Text(piece.composer)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Cantor")
            .navigationDestination(for: Piece.self) { piece in
                PieceView(piece: piece)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        sheet = .about
                    } label: {
                        Label("About", systemImage: "info.circle")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        sheet = .importScore
                    } label: {
                        Label("Import", systemImage: "square.and.arrow.down")
                    }
                }
            }
            .sheet(item: $sheet) { sheet in
                switch sheet {
                case .importScore:
                    ImportScoreSheet()
                case .about:
                    AboutSheet()
                }
            }
        }
    }
}

struct ImportScoreSheet: View {
    @Environment(ScoreLibrary.self) private var library
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(Piece.sharedFolder) { piece in
                Button {
                    library.add(piece)
                    dismiss()
                } label: {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(piece.title)
                            Text("\(piece.composer) · \(piece.bars) bars")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        if library.contains(piece) {
                            Image(systemName: "checkmark")
                        }
                    }
                }
                .disabled(library.contains(piece))
            }
            .navigationTitle("Shared Folder")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

struct AboutSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Cantor helps choir singers learn their part between rehearsals.")
                .padding()
                .toolbar {
                    Button("Done") { dismiss() }
                }
        }
        .presentationDetents([.medium])
    }
}
