export default function HotPage() {
  return <h1>热门比分 v{__APP_VERSION__}</h1>;
}
