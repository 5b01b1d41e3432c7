import Formulate
import FormulateHTML
import Testing

private struct Billing {
    var card = ""
}

private struct Customer {
    var name = ""
    var billing: Billing?
}

@Suite("The HTML page shows no developer hint (issue 13 item 8)")
struct DeveloperHintPageTests {
    @Test func aPageForAnOptionalModelThatCannotBeCreatedNamesNoProtocol() throws {
        let page = HTMLRenderer(action: "/customer").render(try ModelForm(Customer()))
        #expect(page.contains("Billing"))
        #expect(!page.contains("DefaultConstructible"))
        #expect(!page.contains("init()"))
    }
}
