import Formulate
import Foundation
import Testing

@Suite("The texts of a list's items")
struct ItemTextsTests {
    enum Day: String, CaseIterable { case monday, tuesday, wednesday }

    struct Host: DefaultConstructible {
        var name = ""
        var aliases: [String] = []
    }

    struct Rota {
        var tags: [String] = ["ops", "night"]
        var days: [Day] = [.tuesday]
        var holidays: [Date] = [Date(timeIntervalSince1970: 1_767_225_600)]
        var ports: [Int] = []
        var hosts: [Host] = [Host(name: "a", aliases: ["alpha", "first"])]
        var labels: [String: String] = ["team": "blue"]
    }

    @Test func eachItemIsShownAsTheListShowsIt() throws {
        let form = try ModelForm(Rota())
        form.timeZone = .gmt
        #expect(form.itemTexts(for: "tags") == ["ops", "night"])
        #expect(form.itemTexts(for: "days") == ["Tuesday"], "a multiple choice's chosen options' titles")
        #expect(form.itemTexts(for: "holidays") == ["2026-01-01"])
        #expect(form.itemTexts(for: "ports") == [])
        #expect(form.itemTexts(for: "hosts.0.aliases") == ["alpha", "first"], "a list inside an item")
    }

    @Test func theTextsAreTheOnesItemEditsTakeBack() throws {
        let form = try ModelForm(Rota())
        form.timeZone = .gmt
        for key in ["tags", "holidays"] {
            for (index, text) in form.itemTexts(for: key).enumerated() {
                try form.setItemText(text, at: index, in: key)
            }
        }
        try form.selectOptions(form.itemTexts(for: "days"), for: "days")
        #expect(form.changes.isEmpty)
        try form.selectOptions(["Wednesday", "Monday"], for: "days")
        try form.insertItem(text: "8080", in: "ports")
        #expect(form.itemTexts(for: "days") == ["Monday", "Wednesday"], "in the options' order")
        #expect(form.itemTexts(for: "ports") == ["8080"])
    }

    @Test func collectionsOfSubformsAndDictionariesHaveItemsInstead() throws {
        let form = try ModelForm(Rota())
        #expect(form.itemTexts(for: "hosts") == [])
        #expect(form.itemTexts(for: "labels") == [])
        #expect(form.itemTexts(for: "tag") == [], "no such field")
        #expect(form.items(in: "hosts").map(\.title) == ["Host 1"])
    }
}
