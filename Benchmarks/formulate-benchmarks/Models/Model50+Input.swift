import Formulate

// Written by hand, beside the generated model: every field is input the submission
// scenario may write.
extension Model50: FormCustomizing {
    static var inputFields: FormInput { .all }
}
