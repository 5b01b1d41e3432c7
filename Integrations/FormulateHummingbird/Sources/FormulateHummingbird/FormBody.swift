import FormulateHTML
import Hummingbird

/// The pairs of an `application/x-www-form-urlencoded` body, or the response that refuses
/// it: `415` for another content type, `413` over the limits, `400` when it is malformed.
enum FormBody {
    /// What reading a body gave.
    enum Outcome {
        /// The body's pairs, in order.
        case pairs([(key: String, value: String)])
        /// The answer to a body that cannot be read.
        case refused(Response)
    }

    /// Reads `request`'s body as a browser's form post, within `limits`.
    static func pairs(of request: Request, limits: URLEncodedForm.Limits) async -> Outcome {
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true else {
            return .refused(.text("Send the form as application/x-www-form-urlencoded.", status: .unsupportedMediaType))
        }
        do {
            let body = try await request.body.collect(upTo: limits.maximumBytes)
            return .pairs(try URLEncodedForm.decode(Array(body.readableBytesView), limits: limits))
        } catch let error as FormulateHTML.URLEncodedFormError {
            let tooLarge = error.reason == .bodyTooLarge || error.reason == .tooManyPairs
            return .refused(.text(error.message, status: tooLarge ? .contentTooLarge : .badRequest))
        } catch {
            return .refused(.text("The body is larger than \(limits.maximumBytes) bytes.", status: .contentTooLarge))
        }
    }
}
