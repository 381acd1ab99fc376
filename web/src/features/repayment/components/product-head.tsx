/** The product line of the repayment pages: logo, name and the order number tag. */
export function ProductHead({ logo, name, orderNo }: { logo: string; name: string; orderNo: string }) {
  return (
    <div className="rp-product__head">
      <img src={logo} alt="" className="rp-product__logo" />
      <span className="rp-product__name">{name}</span>
      <span className="pt-tag">{orderNo}</span>
    </div>
  )
}
