/** STUB: replaced by the screen's implementation. */
export default function Stub() {
  return <p>STUB: public-agenda</p>;
}
