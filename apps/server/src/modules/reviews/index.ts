// The reviews front door: the reports queue deletes a review whose reports are upheld with removal, and
// shows what a reported review says.
export { deleteReviewIn } from './write.ts';
