import SwiftUI
import TipKit

struct NotesListView: View {
    @Environment(NotesModel.self) private var model
    private let pinTip = PinNoteTip()

    var body: some View {
        List {
            TipView(pinTip)
            ForEach(model.orderedNotes) { note in
                HStack {
                    NavigationLink(value: note) {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(note.title).font(.headline)
                            Text(note.text)
                                .lineLimit(1)
                                .foregroundStyle(.secondary)
                        }
                    }
                    Button {
                        model.togglePin(note)
                    } label: {
                        Image(systemName: note.isPinned ? "pin.fill" : "pin")
                    }
                    .buttonStyle(.borderless)
                }
            }
        }
        .navigationTitle("Marginalia")
        .navigationDestination(for: Note.self) { note in
            NoteEditorView(note: note)
        }
        .toolbar {
            NavigationLink {
                SettingsView()
            } label: {
                Image(systemName: "gearshape")
            }
        }
    }
}

struct NoteEditorView: View {
    @Environment(NotesModel.self) private var model
    @State private var draft: Note
    @State private var newTag = ""
    private let suggestionsTip = TagSuggestionsTip()

    init(note: Note) {
        _draft = State(initialValue: note)
    }

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $draft.title)
                TextField("Note", text: $draft.text, axis: .vertical)
                    .lineLimit(4...)
            }
            Section("Tags") {
                TipView(suggestionsTip)
                ForEach(draft.tags, id: \.self) { tag in
                    Text("#\(tag)")
                }
                HStack {
                    TextField("Add a tag", text: $newTag)
                        .textInputAutocapitalization(.never)
                    Button("Add") {
                        let tag = newTag.trimmingCharacters(in: .whitespaces).lowercased()
                        if !tag.isEmpty && !draft.tags.contains(tag) {
                            draft.tags.append(tag)
                        }
                        newTag = ""
                    }
                }
            }
        }
        .navigationTitle(draft.title.isEmpty ? "Untitled" : draft.title)
        .onDisappear { model.save(draft) }
    }
}
